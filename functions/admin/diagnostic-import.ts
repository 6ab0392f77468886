import { randomUUID } from 'node:crypto';
import type { DiagnosticExport, DiagnosticExportFile } from '../contracts/admin-questions';
import type { Diagnostic } from '../contracts/diagnostics';
import {
  OptionEntity,
  QuestionEntity,
  WeightEntity,
  createDiagnostic,
  getAdminQuestionnaire,
} from '../diagnostics/diagnostics';
import { clearPartitionFor } from '../diagnostics/diagnostic-removal';
import type { AuditEntry } from '../platform/data/audit-log';
import { batchWrite, keyOf, MAX_TRANSACTION_ITEMS, type RawItem } from '../platform/data/raw-items';

/** The stored items of an exported diagnostic's questions, options and weights, with new ids. */
function questionItems(diagnosticId: string, exported: DiagnosticExport): RawItem[] {
  return exported.questions.flatMap((question, index) => {
    const questionId = randomUUID();
    return [
      QuestionEntity.put({
        diagnosticId,
        questionId,
        text: question.text,
        questionType: question.questionType,
        orderNumber: index + 1,
        metadata: question.metadata,
      }).params().Item as RawItem,
      ...question.options.map(
        (option, position) =>
          OptionEntity.put({
            diagnosticId,
            questionId,
            optionId: randomUUID(),
            text: option.text,
            value: option.value,
            orderNumber: position + 1,
          }).params().Item as RawItem,
      ),
      WeightEntity.put({ diagnosticId, questionId, weight: question.weight }).params().Item as RawItem,
    ];
  });
}

/**
 * Imports an exported diagnostic (already validated whole by the contract) under its slug, unpublished.
 * When everything fits in one transaction (100 items) it is ONE transaction. Otherwise its questions,
 * options and weights are written first, where nobody sees them (nothing lists a
 * partition without its diagnostic), then the diagnostic itself with the statistics counter in ONE
 * transaction: that write is the moment it exists. Any failure deletes what was written, so it is
 * never half-imported; if even that cleanup fails, the leftovers are invisible and cleared before
 * anything is created under that slug again. Null when the slug is taken (nothing written).
 */
export async function importDiagnostic(
  exported: DiagnosticExport,
  audit: AuditEntry,
): Promise<Diagnostic | null> {
  const diagnosticId = exported.diagnostic.slug;
  if ((await clearPartitionFor(diagnosticId)) === 'taken') return null;
  const items = questionItems(diagnosticId, exported);
  // A small diagnostic is ONE transaction with its META, counter and audit.
  if (items.length + 3 <= MAX_TRANSACTION_ITEMS) {
    return createDiagnostic(exported.diagnostic, audit, items);
  }
  try {
    await batchWrite(items.map((item) => ({ put: item })));
    const diagnostic = await createDiagnostic(exported.diagnostic, audit);
    if (!diagnostic) {
      await batchWrite(items.map((item) => ({ delete: keyOf(item) })));
      return null;
    }
    return diagnostic;
  } catch (error) {
    await batchWrite(items.map((item) => ({ delete: keyOf(item) }))).catch(() => undefined);
    throw error;
  }
}

/** A diagnostic as its export file holds it: questions in order with their options and weight, no ids. */
export async function exportDiagnostic(diagnosticId: string): Promise<DiagnosticExportFile | null> {
  const questionnaire = await getAdminQuestionnaire(diagnosticId);
  if (!questionnaire) return null;
  const { diagnostic } = questionnaire;
  return {
    format: 'rumo-diagnostic',
    version: 1,
    diagnostic: {
      slug: diagnostic.slug,
      title: diagnostic.title,
      description: diagnostic.description,
      icon: diagnostic.icon as DiagnosticExportFile['diagnostic']['icon'],
    },
    questions: questionnaire.questions
      .filter((question) => question.deletion === null)
      .map((question) => ({
        text: question.text,
        questionType: question.questionType as DiagnosticExportFile['questions'][number]['questionType'],
        metadata: question.metadata,
        options: question.options.map((option) => ({ text: option.text, value: option.value })),
        weight: question.weight,
      })),
  };
}

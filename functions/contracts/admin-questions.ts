import * as z from 'zod';
import { createDiagnosticRequest, adminDiagnostic } from './admin-diagnostics';
import { diagnosticQuestion, questionTypes } from './diagnostics';
import { keyParam } from './fields';
import { adminQuestionsMessages } from './messages/admin-questions';

const text = adminQuestionsMessages.validation;

/** Limits that keep every question write in one transaction (question + options + weight ≤ 100 items). */
export const MAX_OPTIONS = 40;
export const MAX_QUESTIONS = 200;
export const DEFAULT_QUESTION_WEIGHT = 1.0;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, text.tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
const textList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().min(1, text.emptyItem).max(maxLength, text.tooLong))
    .max(maxItems, text.tooMany)
    .optional()
    .transform((items) => (items && items.length > 0 ? items : undefined));

/**
 * The metadata an admin edits (spec 3 "Diagnostic question"): empty texts and lists are not stored.
 * The seeded questions' scoring keys (role, unit, disc) are kept as they are when a question is edited.
 */
export const questionMetadataInput = z.strictObject({
  section: z
    .string({ error: text.sectionRequired })
    .trim()
    .min(1, text.sectionRequired)
    .max(100, text.tooLong),
  section_title: optionalText(200),
  section_description: optionalText(1000),
  categories: textList(20, 100),
  information: optionalText(2000),
  info: optionalText(2000),
  bullet_points: textList(20, 300),
  placeholder: optionalText(200),
  role: z.enum(['revenue', 'marketingBudget', 'businessType', 'companyName']).optional(),
  unit: z.enum(['BRL']).optional(),
  disc: z.enum(['dominancia', 'influencia', 'estabilidade', 'conformidade']).optional(),
});

/** One option: an existing option keeps its id (users' answers refer to it); its order is its position. */
export const optionInput = z.strictObject({
  id: keyParam(200).optional(),
  text: z.string({ error: text.optionText }).trim().min(1, text.optionText).max(500, text.tooLong),
  value: z.number({ error: text.optionValue }).finite(text.optionValue),
});

const questionFields = {
  text: z.string({ error: text.textMin }).trim().min(3, text.textMin).max(2000, text.tooLong),
  questionType: z.enum(questionTypes, { error: text.typeRequired }),
  metadata: questionMetadataInput,
  options: z.array(optionInput).max(MAX_OPTIONS, text.tooManyOptions),
  weight: z
    .number({ error: text.weightRange })
    .finite(text.weightRange)
    .min(0, text.weightRange)
    .max(100, text.weightRange)
    .default(DEFAULT_QUESTION_WEIGHT),
};

function checkQuestion(
  question: { questionType: string; metadata: { categories?: string[] }; options: object[] },
  context: z.RefinementCtx,
) {
  if (question.questionType === 'distribution' && (question.metadata.categories?.length ?? 0) < 2) {
    context.addIssue({ code: 'custom', path: ['metadata', 'categories'], message: text.categoriesMin });
  }
  const ids = question.options.flatMap((option) =>
    'id' in option && typeof option.id === 'string' ? [option.id] : [],
  );
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', path: ['options'], message: text.duplicateOption });
  }
}

/** Create or edit a question: its text, type, metadata, options in order and scoring weight. */
export const questionInput = z.strictObject(questionFields).superRefine(checkQuestion);
export type QuestionInput = z.infer<typeof questionInput>;

/** A question being deleted: its answers go first, in the background (spec 7's order). */
export const questionDeletion = z.object({
  status: z.enum(['running', 'failed']),
  deletedAnswers: z.number().int().nonnegative(),
  totalAnswers: z.number().int().nonnegative(),
  startedAt: z.string(),
  /** Set when status is failed: what went wrong, in Portuguese. */
  error: z.string().optional(),
});
export type QuestionDeletion = z.infer<typeof questionDeletion>;

export const adminQuestion = diagnosticQuestion.extend({ deletion: questionDeletion.nullable() });
export type AdminQuestion = z.infer<typeof adminQuestion>;

/** GET /api/admin/diagnostics/{diagnosticId}: the details and questions screens (one Query). */
export const adminQuestionnaireResponse = z.object({
  diagnostic: adminDiagnostic,
  questions: z.array(adminQuestion),
});
export type AdminQuestionnaireResponse = z.infer<typeof adminQuestionnaireResponse>;

export const questionParams = z.object({ diagnosticId: keyParam(100), questionId: keyParam(200) });

/** POST …/questions/{questionId}/move: a swap with the neighbour above or below. */
export const moveQuestionRequest = z.strictObject({ direction: z.enum(['up', 'down']) });

/** The export file: a diagnostic with its questions, options and weights, in order (no ids). */
export const DIAGNOSTIC_EXPORT_FORMAT = 'rumo-diagnostic';
export const diagnosticExport = z.strictObject({
  format: z.literal(DIAGNOSTIC_EXPORT_FORMAT, { error: text.importFormat }),
  version: z.literal(1, { error: text.importVersion }),
  diagnostic: createDiagnosticRequest,
  questions: z
    .array(
      z
        .strictObject({
          ...questionFields,
          options: z.array(optionInput.omit({ id: true })).max(MAX_OPTIONS, text.tooManyOptions),
        })
        .superRefine(checkQuestion),
    )
    .max(MAX_QUESTIONS, text.tooManyQuestions),
});
export type DiagnosticExport = z.infer<typeof diagnosticExport>;
/** The file as written by the export (its parse is DiagnosticExport). */
export type DiagnosticExportFile = z.input<typeof diagnosticExport>;

import { deleteAnswerBatch, deleteQuestionItems, markDeletionFailed } from '../question-deletion-records';
import { defineStep, log } from '../../platform/http/log';

/** The question deletion workflow's steps (infra/workflows/question-deletion.asl.json), one Lambda. */
export interface QuestionDeletionStepEvent {
  action: 'deleteAnswers' | 'deleteQuestion' | 'fail';
  diagnosticId: string;
  questionId: string;
  runId: string;
}

export async function runQuestionDeletionStep(
  event: QuestionDeletionStepEvent,
): Promise<{ remaining: boolean } | null> {
  const { action, diagnosticId, questionId, runId } = event;
  switch (action) {
    case 'deleteAnswers':
      return deleteAnswerBatch(diagnosticId, questionId, runId);
    case 'deleteQuestion':
      return deleteQuestionItems(diagnosticId, questionId, runId);
    case 'fail':
      log('warn', 'question deletion failed', { diagnosticId, questionId, runId });
      await markDeletionFailed(diagnosticId, questionId, runId);
      return null;
  }
}

export const handler = defineStep('question-deletion', runQuestionDeletionStep);

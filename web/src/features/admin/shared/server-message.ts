import { errorsMessages } from '@contracts/messages/errors';
import type { FieldIssue } from '@contracts/service-result';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-messages';

/**
 * The server's own words for a refused admin action (spec: "the server's messages shown on errors"):
 * the first invalid field's message, or the answer's message ('Plano não encontrado', 'Você não pode
 * remover seu próprio acesso…'); the generic texts of `errorMessage` for anything else (no answer, 5xx).
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const issues = Array.isArray(error.details) ? (error.details as Partial<FieldIssue>[]) : [];
    const detail = issues.find((issue) => typeof issue?.message === 'string')?.message;
    if (detail) return detail;
    if (error.message && error.message !== errorsMessages.unexpected) return error.message;
  }
  return errorMessage(error);
}

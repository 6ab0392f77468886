import type { FieldIssue } from '@contracts/service-result';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../shared/server-message';

/**
 * Why an import was refused: for an invalid file, the server's message and its first invalid field
 * (`questions.3.options.0.text`), which tells the admin where to look; otherwise the server's own words
 * ('Já existe um diagnóstico com este slug.') or the generic texts.
 */
export function importRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && Array.isArray(error.details)) {
    const [first] = error.details as Partial<FieldIssue>[];
    if (first?.message) {
      const where = first.field ? ` (${first.field})` : '';
      const lead = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
      return `${lead} ${first.message}${where}`;
    }
  }
  return serverMessage(error);
}

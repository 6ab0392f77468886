import { errorsMessages } from '@contracts/messages/errors';
import { ApiError } from './api-error';
import type { ToastInput } from './toast-queue';

const text = errorsMessages;

/** The spec's global handler mapping: codes with a message of their own. */
const byCode: Partial<Record<ApiError['code'], string>> = {
  DATABASE_ERROR: text.database,
  AI_UNAVAILABLE: text.aiUnavailable,
  NETWORK_ERROR: text.network,
  TIMEOUT: text.timeout,
  VALIDATION_ERROR: text.validation,
  PERMISSION_DENIED: text.permissionDenied,
  NOT_FOUND: text.notFound,
  RATE_LIMIT: text.rateLimit,
};

/**
 * 'A geração por IA está temporariamente indisponível…' when the operator's emergency stop refused an AI
 * request (decision 0056), for the screens whose own texts would otherwise hide it; else undefined.
 */
export function aiUnavailableMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'AI_UNAVAILABLE' ? text.aiUnavailable : undefined;
}

/** The message for any failure: the code's message, else the error's own message, else 'Ocorreu um erro inesperado.'. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return byCode[error.code] ?? (error.message || text.unexpected);
  if (error instanceof Error && error.message) return error.message;
  return text.unexpected;
}

/**
 * The default toast of a failed query ('Erro de conexão') or mutation ('Erro ao salvar'). The spec's
 * default description is kept for network failures and for anything unrecognised (a JavaScript error's
 * English text is not for users); a code that says more (invalid data, too many attempts, no
 * permission, not found, database down, no answer in time) replaces it.
 */
export function failureToast(kind: 'query' | 'mutation', error: unknown): ToastInput {
  const specific =
    error instanceof ApiError && error.code !== 'NETWORK_ERROR' ? byCode[error.code] : undefined;
  return kind === 'query'
    ? { title: text.queryFailedTitle, description: specific ?? text.queryFailed, variant: 'destructive' }
    : {
        title: text.mutationFailedTitle,
        description: specific ?? text.mutationFailed,
        variant: 'destructive',
      };
}

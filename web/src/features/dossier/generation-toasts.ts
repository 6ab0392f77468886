import type { DossierSectionKey } from '@contracts/analysis-data/dossier/sections';
import { dossierMessages } from '@contracts/messages/dossier';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-messages';
import type { ToastInput } from '../../lib/toast';

const text = dossierMessages;

/**
 * Why a generation request failed: the API's own Portuguese message for a refusal (a daily cap, missing
 * analyses…); 'Não foi possível obter resposta do servidor' when no answer came (offline, timed out);
 * 'Erro desconhecido ao gerar o dossiê' for a server error without a reason of its own, or a failure
 * that is not the API's.
 */
function reason(error: unknown): string {
  if (!(error instanceof ApiError)) return text.generation.unknown;
  if (error.status === 0) return text.generation.noResponse;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return error.code === 'INTERNAL' ? text.generation.unknown : errorMessage(error);
}

/**
 * The toast of a generation request that did not start (spec 8 "Dossier"): another run holds the lock,
 * or (Atualizar dossiê) nothing is stale, both neutral in the API's words; the session is gone; a section
 * could not be queued; or the dossier could not be created or updated (generate-all, depending on
 * whether a dossier existed; Atualizar dossiê, updated).
 */
export function generationFailureToast(
  error: unknown,
  scope: DossierSectionKey | 'stale' | null,
  dossierExists: boolean,
): ToastInput {
  if (error instanceof ApiError && error.status === 409)
    return { title: scope === 'stale' && error.message ? error.message : text.alreadyRunning };
  if (error instanceof ApiError && error.status === 401)
    return { title: text.signedOut, description: text.unauthenticated, variant: 'destructive' };
  if (scope && scope !== 'stale')
    return {
      title: text.sectionError(text.sectionTitles[scope]),
      description: reason(error),
      variant: 'destructive',
    };
  return {
    title: dossierExists || scope === 'stale' ? text.updateError : text.createError,
    description: reason(error),
    variant: 'destructive',
  };
}

/** The toast of a request that was accepted: started, or nothing to do (every section completed). */
export function generationStartedToast(
  started: boolean,
  scope: DossierSectionKey | 'stale' | null,
): ToastInput {
  if (!started) return { title: text.alreadyGenerated };
  return { title: scope === 'stale' ? text.refreshStarted : text.started, variant: 'success' };
}

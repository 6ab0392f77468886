import { toDossierResponse } from '../dossier-view';
import { readDossierState } from '../request-generation';
import { defineHandler, ok } from '../../platform/http/define-handler';

/**
 * The signed-in user's dossier: its six sections with their status, content and staleness, whether a
 * generation runs, and whether the user can generate (readiness). ONE round trip: the dossier Query,
 * the results Query and the three analyses' GetItems, in parallel.
 */
export const handler = defineHandler('GET /api/dossier', {}, async ({ auth }) => {
  const { readiness, stored, sources } = await readDossierState(auth.userId);
  return ok(toDossierResponse(stored, readiness, sources));
});

import { requestDossierGeneration } from '../request-generation';
import { defineHandler } from '../../platform/http/define-handler';

/**
 * Generates every section not completed yet: 202 with the dossier as the run starts (200 and
 * `started: false` when all six are completed). 409 while a generation runs. See requestDossierGeneration.
 */
export const handler = defineHandler('POST /api/dossier/generate', {}, async ({ auth }) => {
  const dossier = await requestDossierGeneration(auth.userId, 'missing');
  return { statusCode: dossier.started ? 202 : 200, body: dossier };
});

import { sectionKeyParams } from '../../contracts/dossier';
import { requestDossierGeneration } from '../request-generation';
import { defineHandler } from '../../platform/http/define-handler';

/** Generates one section again (its tab's Gerar/Atualizar), even when completed: 202. 409 while a generation runs. */
export const handler = defineHandler(
  'POST /api/dossier/sections/{sectionKey}/generate',
  { params: sectionKeyParams },
  async ({ auth, params }) => ({
    statusCode: 202,
    body: await requestDossierGeneration(auth.userId, { only: params.sectionKey }),
  }),
);

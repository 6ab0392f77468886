import { requestPlanGeneration } from '../generation';
import { generatePlanRequest } from '../../contracts/action-plan';
import { defineHandler } from '../../platform/http/define-handler';

/** Starts generating a plan from the dossier: 202 with the generation; GET /api/action-plans shows it. */
export const handler = defineHandler(
  'POST /api/action-plans/generate',
  { body: generatePlanRequest },
  async ({ auth, body }) => ({
    statusCode: 202,
    body: await requestPlanGeneration(auth.userId, body),
  }),
);

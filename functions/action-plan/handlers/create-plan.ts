import { createPlan } from '../plans';
import { createPlanRequest } from '../../contracts/action-plan';
import { created, defineHandler } from '../../platform/http/define-handler';

/** A new plan, written by hand ('Novo Plano', 'Criar Manualmente'): the title must not be blank. */
export const handler = defineHandler(
  'POST /api/action-plans',
  { body: createPlanRequest },
  async ({ auth, body }) => {
    return created(await createPlan(auth.userId, body));
  },
);

import { audit } from '../audit';
import { addRecommendation } from '../recommendations';
import { recommendationFields } from '../../contracts/admin-recommendations';
import { recommendationId } from '../../analyses/investor-catalogue';
import { created, defineHandler } from '../../platform/http/define-handler';

/** Admin: a new investment recommendation band (spec 5 "Recommendation form"). */
export const handler = defineHandler(
  'POST /api/admin/investment-recommendations',
  { body: recommendationFields },
  async (request) => {
    const recommendation = await addRecommendation(
      request.body,
      audit(request, 'recommendation.created', {
        content: `recommendation:${recommendationId(request.body)}`,
      }),
    );
    return created(recommendation);
  },
);

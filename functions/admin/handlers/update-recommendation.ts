import { audit } from '../audit';
import { changeRecommendation } from '../recommendations';
import { recommendationFields, recommendationIdParams } from '../../contracts/admin-recommendations';
import { recommendationId as idOf } from '../../analyses/investor-catalogue';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: edits a band; changing its profile, type or minimum moves it. */
export const handler = defineHandler(
  'PUT /api/admin/investment-recommendations/{recommendationId}',
  { params: recommendationIdParams, body: recommendationFields },
  async (request) => {
    const { recommendationId } = request.params;
    const recommendation = await changeRecommendation(
      recommendationId,
      request.body,
      audit(
        request,
        'recommendation.updated',
        { content: `recommendation:${idOf(request.body)}` },
        { previousId: recommendationId },
      ),
    );
    return ok(recommendation);
  },
);

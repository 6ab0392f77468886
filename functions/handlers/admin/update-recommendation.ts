import { audit } from '../../admin/audit';
import { changeRecommendation } from '../../admin/recommendations';
import { recommendationFields, recommendationIdParams } from '../../contracts/admin-recommendations';
import { defineHandler, ok } from '../../http/define-handler';

/** Admin: edits a band; changing its profile, type or minimum moves it. */
export const handler = defineHandler(
  'PUT /api/admin/investment-recommendations/{recommendationId}',
  { params: recommendationIdParams, body: recommendationFields },
  async (request) => {
    const { recommendationId } = request.params;
    const recommendation = await changeRecommendation(recommendationId, request.body);
    await audit(
      request,
      'recommendation.updated',
      { content: `recommendation:${recommendation.id}` },
      { previousId: recommendationId },
    );
    return ok(recommendation);
  },
);

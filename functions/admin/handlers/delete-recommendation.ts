import { audit } from '../audit';
import { removeRecommendation } from '../recommendations';
import { recommendationIdParams } from '../../contracts/admin-recommendations';
import { defineHandler, noContent } from '../../platform/http/define-handler';

/** Admin: deletes a band ('Tem certeza que deseja excluir esta recomendação?' is asked first). */
export const handler = defineHandler(
  'DELETE /api/admin/investment-recommendations/{recommendationId}',
  { params: recommendationIdParams },
  async (request) => {
    await removeRecommendation(
      request.params.recommendationId,
      audit(request, 'recommendation.deleted', {
        content: `recommendation:${request.params.recommendationId}`,
      }),
    );
    return noContent();
  },
);

import { audit } from '../audit';
import { saveAdminItems } from '../modules';
import { adminMaterialParams, saveItemsRequest } from '../../contracts/admin-modules';
import { defineHandler, ok } from '../../platform/http/define-handler';

/** Admin: a material's items in order, saved together (one transaction). */
export const handler = defineHandler(
  'PUT /api/admin/modules/{moduleId}/materials/{materialId}/items',
  { params: adminMaterialParams, body: saveItemsRequest },
  async (request) => {
    const { moduleId, materialId } = request.params;
    const { items } = request.body;
    const saved = await saveAdminItems(moduleId, materialId, items, (removedUploads) =>
      audit(
        request,
        'material.items-saved',
        { content: `material:${moduleId}/${materialId}` },
        { items: items.length, removedUploads },
      ),
    );
    return ok({ items: saved.items });
  },
);

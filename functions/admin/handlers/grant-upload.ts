import { audit } from '../audit';
import { grantUpload } from '../modules';
import { adminModuleParams, uploadRequest } from '../../contracts/admin-modules';
import { writeAuditAlone } from '../../platform/data/audit-log';
import { created, defineHandler } from '../../platform/http/define-handler';

/** Admin: a short-lived grant to upload one image or file into a module (type and size checked). */
export const handler = defineHandler(
  'POST /api/admin/modules/{moduleId}/uploads',
  { params: adminModuleParams, body: uploadRequest },
  async (request) => {
    const grant = await grantUpload(request.params.moduleId, request.body);
    // The grant writes nothing: the audit item is this action's one write.
    await writeAuditAlone(
      audit(
        request,
        'upload.granted',
        { content: `module:${request.params.moduleId}` },
        { file: grant.fileUrl, contentType: request.body.contentType, size: request.body.size },
      ),
    );
    return created(grant);
  },
);

import { onlineDevImportRoutes as routes, type OnlineImportRow } from '@tessera/shared';
import { call } from '@/lib/call';

/** The import calls of one generated list (`/api/visualdev/OnlineDev/{modelId}/…`, form-model.md §5.8). */
export function importApi(modelId: string) {
  const params = { modelId };
  return {
    /** The multipart upload's address (the upload widget posts the file itself). */
    uploadUrl: routes.importUpload.path.replace(':modelId', encodeURIComponent(modelId)),
    /** Makes the template of the fields the user may import; answers its link. */
    template: () => call(routes.importTemplate, { params }),
    /** The uploaded file's records, each checked. */
    preview: (fileName: string) => call(routes.importPreview, { params, query: { fileName } }),
    /** Imports the (edited) records; answers the counts and the failed records. */
    importData: (list: OnlineImportRow[]) =>
      call(routes.importData, { params, body: { list } }, { timeout: 600_000 }),
    /** Writes the failed records to a file; answers its link. */
    exportError: (list: OnlineImportRow[]) => call(routes.importErrors, { params, body: { list } }),
  };
}

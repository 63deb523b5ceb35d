import { onlineDevRoutes as routes, type OnlineDevListBody, type OnlineDevSaveBody } from '@tessera/shared';
import { call, callEnvelope } from '@/lib/call';

/** The records of a generated list page (`/api/visualdev/OnlineDev/{modelId}`, form-model.md §5). */
export const onlineListApi = {
  /** A page of records with display values. */
  list: (modelId: string, body: OnlineDevListBody) => call(routes.recordList, { params: { modelId }, body }),
  /** One record's stored values (the edit form). */
  info: (modelId: string, id: string) => call(routes.recordInfo, { params: { modelId, id } }),
  /** One record's display values (the detail viewer). */
  detail: (modelId: string, id: string) => call(routes.recordDetail, { params: { modelId, id } }),
  /** Updates a record; refusals come back in the user's language (shown by the form, not toasted). */
  update: (modelId: string, id: string, body: OnlineDevSaveBody) =>
    callEnvelope(routes.recordUpdate, { params: { modelId, id }, body }, { silent: true }),
  /** Deletes one record. */
  remove: (modelId: string, id: string) => callEnvelope(routes.recordRemove, { params: { modelId, id } }),
  /** Deletes records (all or none). */
  batchRemove: (modelId: string, ids: string[]) =>
    callEnvelope(routes.recordBatchRemove, { params: { modelId }, body: { ids } }),
};

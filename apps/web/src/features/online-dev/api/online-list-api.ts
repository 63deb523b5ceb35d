import {
  onlineDevRoutes as routes,
  visualDevRoutes,
  type Envelope,
  type OnlineDevListAnswer,
  type OnlineDevListBody,
  type OnlineDevRecordAnswer,
  type OnlineDevSaveBody,
} from '@tessera/shared';
import { call, callEnvelope } from '@/lib/call';

/**
 * Where a generated list page gets its records and writes them: the server's
 * `/api/visualdev/OnlineDev/{modelId}` routes, or sample rows held in memory (the preview).
 */
export interface OnlineListSource {
  /** Names the source in query keys (`server`, `preview:<n>`). */
  key: string;
  /** A page of records with display values. */
  list: (modelId: string, body: OnlineDevListBody) => Promise<OnlineDevListAnswer>;
  /** One record's stored values (the edit form). */
  info: (modelId: string, id: string) => Promise<OnlineDevRecordAnswer>;
  /** One record's display values (the detail viewer). */
  detail: (modelId: string, id: string) => Promise<OnlineDevRecordAnswer>;
  /** Saves a new record. */
  create: (modelId: string, body: OnlineDevSaveBody) => Promise<Envelope<{ id: string }>>;
  /** Updates a record. */
  update: (modelId: string, id: string, body: OnlineDevSaveBody) => Promise<Envelope<null>>;
  /** Deletes one record. */
  remove: (modelId: string, id: string) => Promise<Envelope<null>>;
  /** Deletes records (all or none). */
  batchRemove: (modelId: string, ids: string[]) => Promise<Envelope<null>>;
}

/** The records on the server (form-model.md §5). */
export const serverListSource: OnlineListSource = {
  key: 'server',
  list: (modelId, body) => call(routes.recordList, { params: { modelId }, body }),
  info: (modelId, id) => call(routes.recordInfo, { params: { modelId, id } }),
  detail: (modelId, id) => call(routes.recordDetail, { params: { modelId, id } }),
  // refusals come back in the user's language (shown by the form, not toasted)
  create: (modelId, body) =>
    callEnvelope(visualDevRoutes.saveRecord, { params: { modelId }, body }, { silent: true }),
  update: (modelId, id, body) =>
    callEnvelope(routes.recordUpdate, { params: { modelId, id }, body }, { silent: true }),
  remove: (modelId, id) => callEnvelope(routes.recordRemove, { params: { modelId, id } }),
  batchRemove: (modelId, ids) =>
    callEnvelope(routes.recordBatchRemove, { params: { modelId }, body: { ids } }),
};

/** Sources other than the server, by the model id a page was given (a preview's own id). */
const registered = new Map<string, OnlineListSource>();

/** Serves a model id from `source` until the returned function is called. */
export function registerListSource(modelId: string, source: OnlineListSource): () => void {
  registered.set(modelId, source);
  return () => {
    if (registered.get(modelId) === source) registered.delete(modelId);
  };
}

/** The source registered for a model id, if any (else the server serves it). */
export const registeredListSource = (modelId: string): OnlineListSource | undefined =>
  registered.get(modelId);

/** The source of a model id: the registered one, else the server. */
const sourceOf = (modelId: string) => registered.get(modelId) ?? serverListSource;

/**
 * The records of a generated list page (`/api/visualdev/OnlineDev/{modelId}`, form-model.md §5),
 * or of the source registered for the model id (a preview never reaches the server's records).
 */
export const onlineListApi = {
  /** A page of records with display values. */
  list: (modelId: string, body: OnlineDevListBody) => sourceOf(modelId).list(modelId, body),
  /** One record's stored values (the edit form). */
  info: (modelId: string, id: string) => sourceOf(modelId).info(modelId, id),
  /** One record's display values (the detail viewer). */
  detail: (modelId: string, id: string) => sourceOf(modelId).detail(modelId, id),
  /** Updates a record; refusals come back in the user's language (shown by the form, not toasted). */
  update: (modelId: string, id: string, body: OnlineDevSaveBody) =>
    sourceOf(modelId).update(modelId, id, body),
  /** Deletes one record. */
  remove: (modelId: string, id: string) => sourceOf(modelId).remove(modelId, id),
  /** Deletes records (all or none). */
  batchRemove: (modelId: string, ids: string[]) => sourceOf(modelId).batchRemove(modelId, ids),
};

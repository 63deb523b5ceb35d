import { visualDevRoutes as routes, type OnlineDevSaveBody } from '@tessera/shared';
import { callEnvelope, call } from '@/lib/call';
import { registeredListSource } from './online-list-api';

/** The form-only runtime of a released design (`/api/visualdev/OnlineDev/{modelId}`). */
export const onlineDevApi = {
  /** The released configuration. */
  config: (modelId: string) => call(routes.config, { params: { modelId } }),
  /**
   * Saves a new record; refusals come back in the user's language (shown by the page, not toasted).
   * A model id served by another source (a preview's sample rows) saves there.
   */
  save: (modelId: string, body: OnlineDevSaveBody) =>
    registeredListSource(modelId)?.create(modelId, body) ??
    callEnvelope(routes.saveRecord, { params: { modelId }, body }, { silent: true }),
};

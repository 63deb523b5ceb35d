import { visualDevRoutes as routes, type OnlineDevSaveBody } from '@tessera/shared';
import { callEnvelope, call } from '@/lib/call';

/** The form-only runtime of a released design (`/api/visualdev/OnlineDev/{modelId}`). */
export const onlineDevApi = {
  /** The released configuration. */
  config: (modelId: string) => call(routes.config, { params: { modelId } }),
  /** Saves a new record; refusals come back in the user's language (shown by the page, not toasted). */
  save: (modelId: string, body: OnlineDevSaveBody) =>
    callEnvelope(routes.saveRecord, { params: { modelId }, body }, { silent: true }),
};

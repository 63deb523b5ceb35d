import { useLayoutEffect, type ReactNode } from 'react';
import { registerListSource, type OnlineListSource } from '../api/online-list-api';
import { OnlineListSourceContext } from '../api/online-list-queries';

/**
 * Serves the generated list page below it from `source` instead of the server: its queries read
 * the source from the context, and its direct calls (save, update, delete) find it by model id.
 */
export function OnlineListSourceProvider({
  modelId,
  source,
  children,
}: {
  modelId: string;
  source: OnlineListSource;
  children: ReactNode;
}) {
  // before the page's effects run, so no call of the page can reach the server first
  useLayoutEffect(() => registerListSource(modelId, source), [modelId, source]);
  return <OnlineListSourceContext.Provider value={source}>{children}</OnlineListSourceContext.Provider>;
}

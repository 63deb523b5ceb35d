import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { UploadEngine, type UploadEngineOptions } from './upload-engine';
import { fetchTransport } from './upload-transport';
import type { UploadItem } from './upload-types';

/** Options of {@link useUploads}: the engine's, read once, except `onFileSuccess`, always the latest. */
export type UseUploadsOptions = Partial<UploadEngineOptions>;

/** The queue and its actions, for an upload widget or panel. */
export interface Uploads {
  items: readonly UploadItem[];
  add: (files: Iterable<File>, options?: { type?: string }) => string[];
  pause: (id: string) => void;
  resume: (id: string) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
  /** Drops a succeeded file from the queue once its result was taken. */
  dismiss: (id: string) => void;
}

/**
 * One upload queue per component, over the app's chunked transport unless another is given (e.g. a
 * `singleRequestTransport` to a module's endpoint); stopped on unmount.
 */
export function useUploads(options: UseUploadsOptions = {}): Uploads {
  const onSuccess = useRef(options.onFileSuccess);
  useEffect(() => {
    onSuccess.current = options.onFileSuccess;
  });
  const [engine] = useState(
    () =>
      new UploadEngine({
        transport: fetchTransport,
        ...options,
        onFileSuccess: (item) => onSuccess.current?.(item),
      }),
  );
  useEffect(() => () => engine.dispose(), [engine]);
  const items = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  const actions = useMemo(
    () => ({
      add: (files: Iterable<File>, addOptions?: { type?: string }) => engine.add(files, addOptions),
      pause: (id: string) => engine.pause(id),
      resume: (id: string) => engine.resume(id),
      retry: (id: string) => engine.retry(id),
      remove: (id: string) => engine.remove(id),
      dismiss: (id: string) => engine.dismiss(id),
    }),
    [engine],
  );
  return { items, ...actions };
}

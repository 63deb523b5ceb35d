import { Result, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBytes } from './fetch-bytes';
import { PreviewBoundary, PreviewFailure } from './preview-boundary';
import { asPreviewError, PreviewError } from './preview-error';
import { formatLimit, MAX_BYTES, type PreviewKind } from './preview-kind';

type View = ComponentType<{ bytes: Uint8Array }>;

/** Every renderer is its own chunk: none of them (nor pdf.js or fflate) loads before a preview. */
const VIEWS: Partial<Record<PreviewKind, React.LazyExoticComponent<View>>> = {
  pdf: lazy(() => import('./pdf-view')),
  docx: lazy(() => import('./docx-view')),
  xlsx: lazy(() => import('./xlsx-view')),
  csv: lazy(() => import('./csv-view')),
  text: lazy(() => import('./text-view')),
  markdown: lazy(() => import('./markdown-view')),
};

/** Props of {@link PreviewBody}. */
export interface PreviewBodyProps {
  kind: PreviewKind;
  /** The file's signed same-origin address. */
  url: string;
  /** The file's type as the "not supported" text names it (`.zip`, or the name without one). */
  typeLabel: string;
  /** The size the file list declares, if any: checked before fetching. */
  declaredSize?: number;
  /** The download offer shown beside a refusal (absent when downloads are off). */
  downloadAction?: ReactNode;
}

type Load =
  { state: 'loading' } | { state: 'ready'; bytes: Uint8Array } | { state: 'failed'; error: PreviewError };

/** Fetches the file (within its kind's size cap) and hands its bytes to the kind's renderer. */
export function PreviewBody({ kind, url, typeLabel, declaredSize, downloadAction }: PreviewBodyProps) {
  const { t } = useTranslation();
  const View = VIEWS[kind];
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!View) return;
    const abort = new AbortController();
    if ((declaredSize ?? 0) > MAX_BYTES[kind]) {
      setLoad({
        state: 'failed',
        error: new PreviewError('tooLarge', { size: formatLimit(MAX_BYTES[kind]) }),
      });
      return;
    }
    setLoad({ state: 'loading' });
    fetchBytes(url, MAX_BYTES[kind], abort.signal).then(
      (bytes) => setLoad({ state: 'ready', bytes }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoad({ state: 'failed', error: asPreviewError(error) });
      },
    );
    return () => abort.abort();
  }, [View, url, kind, declaredSize]);

  if (!View) {
    return (
      <Result status="info" title={t('filePreview.unsupported', { ext: typeLabel })} extra={downloadAction} />
    );
  }
  const spinner = <Spin className="file-preview-spin" description={t('filePreview.loading')} />;
  if (load.state === 'loading') return spinner;
  if (load.state === 'failed') return <PreviewFailure error={load.error} extra={downloadAction} />;
  return (
    <PreviewBoundary extra={downloadAction}>
      <Suspense fallback={spinner}>
        <View bytes={load.bytes} />
      </Suspense>
    </PreviewBoundary>
  );
}

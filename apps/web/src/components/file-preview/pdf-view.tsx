import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BundledPdfData } from './pdf-data';
import { PreviewError } from './preview-error';

// the worker is a file of this site, built by Vite: no outside script
GlobalWorkerOptions.workerSrc = workerUrl;

/** Widest a page is drawn, in CSS pixels. */
const MAX_PAGE_WIDTH = 1000;

interface PageProps {
  doc: PDFDocumentProxy;
  number: number;
  width: number;
  /** Height over width of the first page: placeholders keep the scroll length right. */
  ratio: number;
}

/** One page, drawn on a canvas only once it scrolls near the view. */
function PdfPage({ doc, number, width, ratio }: PageProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    const el = holder.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!isVisible || !canvas.current) return;
    const target = canvas.current;
    let cancelled = false;
    let cancel: (() => void) | undefined;
    void doc.getPage(number).then((page) => {
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const scale = (width / base.width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${width}px`;
      target.style.height = `${(width * viewport.height) / viewport.width}px`;
      const task = page.render({ canvas: target, viewport });
      cancel = () => task.cancel();
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [doc, number, width, isVisible]);

  return (
    <div
      ref={holder}
      className="file-preview-pdf-page"
      style={{ width, minHeight: width * ratio }}
      aria-label={t('filePreview.page', { n: number })}
      role="img"
    >
      <canvas ref={canvas} />
    </div>
  );
}

/** A PDF drawn by pdf.js in its own worker from the file's bytes; pages draw as they scroll in. */
export default function PdfView({ bytes }: { bytes: Uint8Array }) {
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [ratio, setRatio] = useState(1.414);
  const [failure, setFailure] = useState<PreviewError>();
  const [width, setWidth] = useState(800);

  useEffect(() => {
    // pdf.js takes ownership of the buffer it is given: hand it a copy
    const task = getDocument({
      data: bytes.slice(),
      isEvalSupported: false,
      enableXfa: false,
      stopAtErrors: false,
      // the worker asks this page for CMaps, fonts and wasm, which come from our own assets
      useWorkerFetch: false,
      BinaryDataFactory: BundledPdfData,
      cMapPacked: true,
    });
    let loaded: PDFDocumentProxy | undefined;
    task.promise
      .then(async (pdf) => {
        loaded = pdf;
        const first = await pdf.getPage(1);
        const viewport = first.getViewport({ scale: 1 });
        setRatio(viewport.height / viewport.width);
        setDoc(pdf);
      })
      .catch((error: unknown) => {
        const name = (error as { name?: string } | null)?.name;
        setFailure(new PreviewError(name === 'PasswordException' ? 'pdfPassword' : 'damaged'));
      });
    return () => {
      void task.destroy();
      void loaded?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const fit = () => {
      const next = Math.min(MAX_PAGE_WIDTH, Math.max(200, el.clientWidth - 32));
      // a scroll bar coming and going must not make the pages resize back and forth
      setWidth((current) => (Math.abs(current - next) < 24 ? current : next));
    };
    fit();
    // pages redraw at the new width when the window (and so the dialog) is resized
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [doc]);

  // the dialog's error boundary shows the refusal in the user's language
  if (failure) throw failure;
  return (
    <div ref={box} className="file-preview-pdf">
      {doc &&
        Array.from({ length: doc.numPages }, (_, i) => (
          <PdfPage key={i} doc={doc} number={i + 1} width={width} ratio={ratio} />
        ))}
    </div>
  );
}

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fileRoutes } from '@tessera/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { feedback } from '@/lib/feedback';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FilePreviewDialog } from './file-preview-dialog';
import type { PreviewFile } from './file-preview-api';
import { docxOf } from './test-fixtures';

vi.mock('@/lib/call', () => ({ call: vi.fn() }));
const callMock = vi.mocked(call);

const SIGNED = '/api/file/s/f1?d=inline&e=9999999999&sig=abc';
const fileNamed = (name: string): PreviewFile => ({ name, fileId: 'f1', fileVersionId: 'f1', url: '' });

/** Answers the preview lookup with `address`, the download with a signed link. */
function answerLookups(address: string) {
  callMock.mockImplementation(((route: unknown) =>
    Promise.resolve(
      route === fileRoutes.preview ? address : { name: 'report.txt', url: '/api/file/s/f1?d=attachment' },
    )) as typeof call);
}

/** The file behind the signed address. */
function serveFile(body: BodyInit, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function open(file: PreviewFile, canDownload = false) {
  const onClose = vi.fn();
  render(<FilePreviewDialog open file={file} canDownload={canDownload} onClose={onClose} />);
  return onClose;
}

beforeAll(async () => {
  // the signed-in texts, whether or not the run's config has the web setup file
  await loadFeatureLocales();
  stubBrowserApis();
  changeLanguage('en');
});
afterAll(() => changeLanguage('zh'));
beforeEach(() => answerLookups(SIGNED));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  callMock.mockReset();
});

describe('FilePreviewDialog', () => {
  it('titles the dialog with the file name and offers cancel, without download unless enabled', async () => {
    serveFile('hello');
    open(fileNamed('report.txt'));
    expect(await screen.findByText('Document preview - report.txt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(callMock).toHaveBeenCalledWith(fileRoutes.preview, {
      query: { fileId: 'f1', fileVersionId: 'f1', fileName: 'report.txt' },
    });
  });

  it('shows download when enabled and downloads through a signed link', async () => {
    serveFile('hello');
    open(fileNamed('report.txt'), true);
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(callMock).toHaveBeenCalledWith(fileRoutes.download, { params: { type: 'file', name: 'f1' } }),
    );
  });

  it("warns 'file does not exist' and closes when there is no address", async () => {
    const warning = vi.spyOn(feedback, 'warning');
    answerLookups('');
    const onClose = open(fileNamed('gone.pdf'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(warning).toHaveBeenCalledWith('The file does not exist');
    warning.mockRestore();
  });

  it('closes with the warning for a file without an id, asking the server nothing', async () => {
    const warning = vi.spyOn(feedback, 'warning');
    const onClose = open({ name: 'x.pdf' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(warning).toHaveBeenCalledWith('The file does not exist');
    expect(callMock).not.toHaveBeenCalled();
    warning.mockRestore();
  });

  it('shows a text file as text, never as HTML', async () => {
    const fetchMock = serveFile('<b>bold?</b><img src=x onerror=alert(1)>');
    open(fileNamed('notes.txt'));
    expect(await screen.findByText('<b>bold?</b><img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.file-preview-text b, .file-preview-text img')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(SIGNED, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('renders a Word file from its own bytes', async () => {
    serveFile(
      docxOf(
        '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Quarterly report</w:t></w:r></w:p>',
      ) as BodyInit,
    );
    open(fileNamed('report.docx'));
    const heading = await screen.findByText('Quarterly report', {}, { timeout: 5000 });
    expect(heading.closest('h1')).toBeTruthy();
  });

  it('stops a zip bomb with a translated error inside the dialog', async () => {
    // React reports the error the boundary catches; keep the run's output readable
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFile(docxOf('', { 'word/styles.xml': new Uint8Array(40 * 1024 * 1024) }) as BodyInit);
    open(fileNamed('bomb.docx'));
    expect(await screen.findByText(/unpacks to more than 30 MB/, {}, { timeout: 10_000 })).toBeTruthy();
    logged.mockRestore();
  });

  it('refuses a file over the size cap before reading it', async () => {
    serveFile('x', { 'content-length': String(500 * 1024 * 1024) });
    open(fileNamed('huge.csv'));
    expect(await screen.findByText(/larger than 10 MB/)).toBeTruthy();
  });

  it('tells an expired link from the file when the server answers a refusal envelope', async () => {
    serveFile(JSON.stringify({ code: 404, msg: 'not found', data: null }), {
      'content-type': 'application/json',
    });
    open(fileNamed('notes.txt'));
    expect(await screen.findByText(/preview link has expired/)).toBeTruthy();
  });

  it('refuses a file whose listed size is over the cap without fetching it', async () => {
    const fetchMock = serveFile('x');
    open({ ...fileNamed('big.pdf'), fileSize: 200 * 1024 * 1024 });
    expect(await screen.findByText(/larger than 50 MB/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says an unsupported kind cannot be previewed and offers the download', async () => {
    serveFile('PK');
    open(fileNamed('archive.zip'), true);
    expect(await screen.findByText(/\(\.zip\) cannot be previewed/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2);
  });

  it('reads in simplified and traditional Chinese', async () => {
    serveFile('x');
    changeLanguage('zh');
    open(fileNamed('a.txt'));
    expect(await screen.findByText('文档预览 - a.txt')).toBeTruthy();
    cleanup();
    changeLanguage('zhtw');
    open(fileNamed('b.txt'));
    expect(await screen.findByText('文件預覽 - b.txt')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^取\s?消$/ })).toBeTruthy();
    changeLanguage('en');
  });
});

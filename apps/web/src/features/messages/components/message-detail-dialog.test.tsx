// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fileRoutes, type MessageFile } from '@tessera/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { MessageDetailDialog, type MessageView } from './message-detail-dialog';

vi.mock('@/lib/call', () => ({ call: vi.fn() }));
const callMock = vi.mocked(call);

const LEGACY_NAME = `${'b'.repeat(32)}.png`;
const LEGACY_URL = `/api/file/Image/annex/${LEGACY_NAME}`;
const FILES: MessageFile[] = [
  { fileId: '42', name: '说明.txt', fileSize: 12, url: '/api/file/Download/file/42' },
  { fileId: LEGACY_NAME, name: '排班表.png', fileSize: 68, url: LEGACY_URL },
];
const SIGNED_INLINE = '/api/file/s/42?d=inline&e=9999999999&sig=abc';
const SIGNED_SAVE = '/api/file/s/42?d=attachment&e=9999999999&sig=def';

const message = (files: MessageFile[] = FILES): MessageView => ({
  title: 'Release tonight',
  releaseUser: 'admin',
  releaseTime: Date.UTC(2026, 10, 27, 10),
  bodyText: '<p>Save your work</p>',
  files: JSON.stringify(files),
});

/** The attachment row of one file. */
const row = (name: string) =>
  screen.getAllByTestId('message-files-item').find((item) => item.textContent?.includes(name))!;

/** Records the links the dialog follows (download anchors) instead of navigating. */
function followedLinks() {
  const links: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return links;
}

beforeAll(async () => {
  await loadFeatureLocales();
  stubBrowserApis();
  changeLanguage('en');
});
afterAll(() => changeLanguage('zh'));
beforeEach(() => {
  callMock.mockImplementation(((route: unknown) =>
    Promise.resolve(
      route === fileRoutes.preview ? SIGNED_INLINE : { name: '说明.txt', url: SIGNED_SAVE },
    )) as typeof call);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('第一行 hello', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  callMock.mockReset();
});

describe('MessageDetailDialog attachments', () => {
  it('lists every attachment with preview and download, and no delete', () => {
    render(<MessageDetailDialog message={message()} onClose={() => undefined} />);
    expect(screen.getAllByTestId('message-files-item')).toHaveLength(2);
    expect(screen.getAllByTestId('message-files-preview')).toHaveLength(2);
    expect(screen.getAllByTestId('message-files-download')).toHaveLength(2);
    expect(screen.queryByTestId('message-files-delete')).toBeNull();
  });

  it('previews a stored file through the preview lookup and shows its text, with download inside', async () => {
    render(<MessageDetailDialog message={message()} onClose={() => undefined} />);
    fireEvent.click(within(row('说明.txt')).getByTestId('message-files-preview'));
    const title = await screen.findByText('Document preview - 说明.txt');
    expect(await screen.findByText(/第一行 hello/)).toBeTruthy();
    expect(callMock).toHaveBeenCalledWith(fileRoutes.preview, {
      query: { fileId: '42', fileVersionId: '42', fileName: '说明.txt' },
    });
    const preview = title.closest<HTMLElement>('.ant-modal')!;
    expect(within(preview).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('downloads a stored file through a signed link from the download route', async () => {
    const links = followedLinks();
    render(<MessageDetailDialog message={message()} onClose={() => undefined} />);
    fireEvent.click(within(row('说明.txt')).getByTestId('message-files-download'));
    await waitFor(() => expect(links).toEqual([{ href: SIGNED_SAVE, download: '说明.txt' }]));
    expect(callMock).toHaveBeenCalledWith(fileRoutes.download, { params: { type: 'file', name: '42' } });
  });

  it('downloads a legacy attachment from its public address without asking the server', async () => {
    const links = followedLinks();
    render(<MessageDetailDialog message={message()} onClose={() => undefined} />);
    fireEvent.click(within(row('排班表.png')).getByTestId('message-files-download'));
    await waitFor(() => expect(links).toEqual([{ href: LEGACY_URL, download: '排班表.png' }]));
    expect(callMock).not.toHaveBeenCalled();
  });

  it('opens a legacy image in the image viewer from its public address', async () => {
    render(<MessageDetailDialog message={message()} onClose={() => undefined} />);
    fireEvent.click(within(row('排班表.png')).getByTestId('message-files-preview'));
    await waitFor(() =>
      expect(document.querySelector(`.ant-image-preview img[src="${LEGACY_URL}"]`)).toBeTruthy(),
    );
    expect(callMock).not.toHaveBeenCalled();
  });

  it('puts no session token in any address it follows', async () => {
    const links = followedLinks();
    render(<MessageDetailDialog message={message()} onClose={() => undefined} />);
    for (const button of screen.getAllByTestId('message-files-download')) fireEvent.click(button);
    await waitFor(() => expect(links).toHaveLength(2));
    for (const link of links) expect(link.href).not.toMatch(/token|authorization/i);
  });

  it('shows no attachment section when the message has none', () => {
    render(<MessageDetailDialog message={message([])} onClose={() => undefined} />);
    expect(screen.queryByTestId('message-files-list')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { fileRoutes } from '@tessera/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import type { PreviewFile } from './file-preview-api';
import { useFilePreview, type FilePreview } from './use-file-preview';

vi.mock('@/lib/call', () => ({ call: vi.fn() }));
const callMock = vi.mocked(call);

const file = (id: string, name: string): PreviewFile => ({ name, fileId: id, fileVersionId: id });
const files = [file('1', 'a.png'), file('2', 'notes.pdf'), file('3', 'b.JPG'), file('4', 'c.webp')];

function Host({ onReady }: { onReady: (preview: FilePreview['preview']) => void }) {
  const { preview, element } = useFilePreview({ files });
  onReady(preview);
  return <>{element}</>;
}

beforeAll(async () => {
  await loadFeatureLocales();
  stubBrowserApis();
  changeLanguage('en');
});
afterAll(() => changeLanguage('zh'));
afterEach(() => {
  cleanup();
  callMock.mockReset();
});

describe('useFilePreview', () => {
  it('opens an image in the gallery over every image of the list, not in the dialog', async () => {
    callMock.mockImplementation(((_route: unknown, input: { query: { fileId: string } }) =>
      Promise.resolve(`/api/file/s/${input.query.fileId}?d=inline&sig=x`)) as unknown as typeof call);
    let preview: FilePreview['preview'] = () => undefined;
    render(<Host onReady={(p) => (preview = p)} />);
    act(() => preview(files[2] as PreviewFile));
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).toBeTruthy());
    const asked = callMock.mock.calls.map(([route, input]) => [
      route === fileRoutes.preview,
      (input as unknown as { query: { fileId: string } }).query.fileId,
    ]);
    expect(asked).toEqual([
      [true, '1'],
      [true, '3'],
      [true, '4'],
    ]);
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe(
      '/api/file/s/3?d=inline&sig=x',
    );
    expect(screen.queryByText(/Document preview/)).toBeNull();
  });

  it('opens any other kind in the document preview dialog', async () => {
    callMock.mockResolvedValue('');
    let preview: FilePreview['preview'] = () => undefined;
    render(<Host onReady={(p) => (preview = p)} />);
    act(() => preview(files[1] as PreviewFile));
    expect(await screen.findByText('Document preview - notes.pdf')).toBeTruthy();
  });
});

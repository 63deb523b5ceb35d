// @vitest-environment jsdom
import type { UploadedFile } from '@tessera/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import { atDemoRoute, fileOf, grantFileCodes, mergeAnswer, pick, server } from './widget-test-kit';

vi.mock('./upload-transport', async () => ({
  fetchTransport: (await import('./widget-test-kit')).server.transport,
}));
vi.mock('./md5-hasher', () => ({ defaultHasher: (file: File) => Promise.resolve(`md5-${file.name}`) }));
vi.mock('@/lib/call', () => ({ call: vi.fn() }));

const stored = (name: string): UploadedFile => ({ ...mergeAnswer(name), fileId: `v-${name}` });

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
});
beforeEach(() => {
  server.reset();
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation((_route, input) =>
    Promise.resolve(
      `/api/file/s/${String((input as { query?: { fileId?: string } }).query?.fileId)}?d=inline`,
    ),
  );
});
afterEach(cleanup);
afterAll(() => changeLanguage('zh'));

function renderWidget(props: Partial<ImageUploadProps> = {}, initial: UploadedFile[] = []) {
  const changes: UploadedFile[][] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <ImageUpload
        {...props}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(atDemoRoute(<Host />));
  return { changes, input: () => screen.getByTestId('image-upload-input') };
}

const refusals = () => screen.queryByTestId('image-upload-refusals')?.textContent ?? '';

describe.each([
  {
    lang: 'zh' as const,
    count: '当前限制最多可以上传2张图片',
    size: '图片大小超过2MB',
    notImage: '请上传图片',
  },
  {
    lang: 'zhtw' as const,
    count: '目前限制最多可以上傳2張圖片',
    size: '圖片大小超過2MB',
    notImage: '請上傳圖片',
  },
  {
    lang: 'en' as const,
    count: 'At most 2 images can be uploaded',
    size: 'Image size exceeds 2MB',
    notImage: 'Please upload an image',
  },
])('ImageUpload rules in $lang', (texts) => {
  beforeEach(() => changeLanguage(texts.lang));

  it('refuses images past the count with the image count message', async () => {
    const { input, changes } = renderWidget({ limit: 2 }, [stored('a.png')]);
    pick(input(), [fileOf('b.png'), fileOf('c.png')]);
    await waitFor(() => expect(refusals()).toBe(texts.count));
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.name)).toEqual(['a.png', 'b.png']));
  });

  it('refuses an image over the bound with the image size message', async () => {
    const { input } = renderWidget({ fileSize: 2 });
    pick(input(), [fileOf('big.jpg', 2 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(refusals()).toBe(texts.size));
  });

  it('refuses a file that is not an image', async () => {
    const { input } = renderWidget();
    pick(input(), [fileOf('a.pdf')]);
    await waitFor(() => expect(refusals()).toBe(texts.notImage));
    expect(server.transport.check).not.toHaveBeenCalled();
  });
});

describe('ImageUpload', () => {
  beforeEach(() => changeLanguage('zh'));

  it('accepts only images in the picker and defaults to 10 MB', async () => {
    const { input } = renderWidget();
    expect(input().getAttribute('accept')).toBe('.gif,.jpg,.jpeg,.png,.bmp,.webp');
    pick(input(), [fileOf('huge.png', 10 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(refusals()).toBe('图片大小超过10MB'));
  });

  it('shows each image as a card from its signed URL, and adds uploaded ones to the value', async () => {
    const { input, changes } = renderWidget({}, [stored('a.png')]);
    await waitFor(() =>
      expect(screen.getByAltText('a.png').getAttribute('src')).toBe('/api/file/s/v-a.png?d=inline'),
    );
    pick(input(), [fileOf('b.webp')]);
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.fileId)).toEqual(['v-a.png', 'v-b.webp']));
    expect(await screen.findByAltText('b.webp')).toBeTruthy();
  });

  it('replaces the image in single-file mode and keeps the add card', async () => {
    const { input, changes } = renderWidget({ limit: 1 }, [stored('old.png')]);
    pick(input(), [fileOf('new.png')]);
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.name)).toEqual(['new.png']));
    expect(screen.getByTestId('image-upload-button')).toBeTruthy();
  });

  it('hides the add card once the limit is reached', () => {
    renderWidget({ limit: 2 }, [stored('a.png'), stored('b.png')]);
    expect(screen.queryByTestId('image-upload-button')).toBeNull();
  });

  it('hides the actions whose file codes the user lacks when fileAuth is set', () => {
    grantFileCodes(['file_download']);
    renderWidget({ fileAuth: true }, [stored('a.png')]);
    expect(screen.queryByTestId('image-upload-button')).toBeNull();
    expect(screen.queryByRole('button', { name: '预览' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('button', { name: '下载' })).toBeTruthy();
  });

  it('opens the image viewer on the picked image when no onPreview is given', async () => {
    renderWidget({}, [stored('a.png'), stored('b.png')]);
    await waitFor(() => expect(screen.getByAltText('b.png').getAttribute('src')).toBeTruthy());
    fireEvent.click(screen.getAllByRole('button', { name: '预览' })[1] as HTMLElement);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    const shown = document.querySelector<HTMLImageElement>('.ant-image-preview img');
    expect(shown?.getAttribute('src')).toBe('/api/file/s/v-b.png?d=inline');
  });

  it('says there are no files when read-only and empty', () => {
    renderWidget({ disabled: true });
    expect(screen.getByText('暂无文件')).toBeTruthy();
    expect(screen.queryByTestId('image-upload-button')).toBeNull();
  });

  it('removes an image with delete and hands preview to onPreview', () => {
    const onPreview = vi.fn();
    const files = [stored('a.png'), stored('b.png')];
    const { changes } = renderWidget({ onPreview }, files);
    fireEvent.click(screen.getAllByRole('button', { name: '预览' })[1] as HTMLElement);
    expect(onPreview).toHaveBeenCalledWith(files[1], files);
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    expect(changes.at(-1)?.map((f) => f.name)).toEqual(['b.png']);
  });
});

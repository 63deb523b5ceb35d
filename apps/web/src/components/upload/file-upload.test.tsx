// @vitest-environment jsdom
import type { UploadedFile } from '@tessera/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FileUpload, type FileUploadProps } from './file-upload';
import { atDemoRoute, fileOf, grantFileCodes, mergeAnswer, pick, server } from './widget-test-kit';

vi.mock('./upload-transport', async () => ({
  fetchTransport: (await import('./widget-test-kit')).server.transport,
}));
const hashing = vi.hoisted(() => ({ isHolding: false, held: [] as Array<() => void> }));
vi.mock('./md5-hasher', () => ({
  defaultHasher: (file: File) =>
    new Promise<string>((resolve) => {
      const done = () => resolve(`md5-${file.name}`);
      if (hashing.isHolding) hashing.held.push(done);
      else done();
    }),
}));
vi.mock('@/lib/call', () => ({ call: vi.fn() }));

const stored = (name: string): UploadedFile => ({ ...mergeAnswer(name), fileId: `v-${name}` });

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
});
beforeEach(() => {
  server.reset();
  vi.mocked(call).mockReset();
  changeLanguage('zh');
});
afterEach(cleanup);
afterAll(() => changeLanguage('zh'));

/** A controlled widget that records every change. */
function renderWidget(props: Partial<FileUploadProps> = {}, initial: UploadedFile[] = []) {
  const changes: UploadedFile[][] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <FileUpload
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
  return { changes, input: () => screen.getByTestId('file-upload-input') };
}

const refusals = () => screen.queryByTestId('file-upload-refusals')?.textContent ?? '';

describe.each([
  {
    lang: 'zh' as const,
    count: '当前限制最多可以上传2个文件',
    size: '文件大小超过1KB',
    type: '请选择pdf、word类型的文件',
  },
  {
    lang: 'zhtw' as const,
    count: '目前限制最多可以上傳2個檔案',
    size: '檔案大小超過1KB',
    type: '請選擇pdf、word類型的檔案',
  },
  {
    lang: 'en' as const,
    count: 'At most 2 files can be uploaded',
    size: 'File size exceeds 1KB',
    type: 'Please choose a file of type PDF, Word',
  },
])('FileUpload rules in $lang', (texts) => {
  beforeEach(() => changeLanguage(texts.lang));

  it('refuses files past the count limit with the count message', async () => {
    const { input, changes } = renderWidget({ limit: 2 }, [stored('a.txt')]);
    pick(input(), [fileOf('b.txt'), fileOf('c.txt')]);
    await waitFor(() => expect(refusals()).toBe(texts.count));
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.name)).toEqual(['a.txt', 'b.txt']));
    expect(server.transport.merge).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over the size bound in the bound unit', async () => {
    const { input } = renderWidget({ fileSize: 1, sizeUnit: 'KB' });
    pick(input(), [fileOf('big.txt', 1025)]);
    await waitFor(() => expect(refusals()).toBe(texts.size));
    expect(server.transport.check).not.toHaveBeenCalled();
  });

  it('refuses a file outside the accepted categories, naming them', async () => {
    const { input } = renderWidget({ accept: ['pdf', 'word'] });
    expect(input().getAttribute('accept')).toBe('.pdf,.doc,.docx');
    pick(input(), [fileOf('a.txt')]);
    await waitFor(() => expect(refusals()).toBe(texts.type));
  });
});

describe('FileUpload', () => {
  it('defaults to 10 MB and any type, and takes extensions as accept', async () => {
    const { input } = renderWidget({ accept: 'dwg,.PDF' });
    expect(input().getAttribute('accept')).toBe('.dwg,.pdf');
    pick(input(), [fileOf('plan.DWG')]);
    await waitFor(() => expect(server.transport.merge).toHaveBeenCalledTimes(1));
    cleanup();
    const other = renderWidget();
    pick(other.input(), [fileOf('huge.exe', 10 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(refusals()).toBe('文件大小超过10MB'));
  });

  it('puts the merged file in the value, as an antd Form field', async () => {
    let submitted: unknown;
    function Host() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={(values) => (submitted = values)}>
          <Form.Item name="files" initialValue={[]}>
            <FileUpload />
          </Form.Item>
          <button type="submit">ok</button>
        </Form>
      );
    }
    render(atDemoRoute(<Host />));
    pick(screen.getByTestId('file-upload-input'), [fileOf('合同.pdf')]);
    await waitFor(() => expect(screen.getByText('合同.pdf').closest('li')).toBeTruthy());
    fireEvent.click(screen.getByText('ok'));
    await waitFor(() =>
      expect(submitted).toEqual({
        files: [
          {
            name: '合同.pdf',
            fileId: 'v-合同.pdf',
            fileSize: 3,
            fileExtension: 'pdf',
            fileVersionId: 'v-合同.pdf',
            url: '/files/v-合同.pdf',
          },
        ],
      }),
    );
    expect(server.transport.merge.mock.calls[0]?.[0]).toMatchObject({
      fileName: '合同.pdf',
      identifier: 'md5-合同.pdf',
    });
  });

  it('shows at most 99 % in the panel until the merge answered', async () => {
    server.holdMerges();
    const { input, changes } = renderWidget();
    pick(input(), [fileOf('a.bin', 3000)]);
    await waitFor(() => expect(server.transport.merge).toHaveBeenCalledTimes(1));
    const panel = screen.getByTestId('file-upload-panel');
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('99');
    expect(within(panel).getByText('上传中')).toBeTruthy();
    expect(changes).toEqual([]);
    act(() => server.releaseMerges());
    await waitFor(() => expect(screen.queryByTestId('file-upload-panel')).toBeNull());
    expect(changes.at(-1)?.map((f) => f.fileId)).toEqual(['v-a.bin']);
  });

  it('tells the form how many picked files are not in the value yet', async () => {
    server.holdMerges();
    const counts: number[] = [];
    const { input } = renderWidget({ onPendingChange: (n) => counts.push(n) });
    pick(input(), [fileOf('a.bin', 3000)]);
    await waitFor(() => expect(server.transport.merge).toHaveBeenCalledTimes(1));
    expect(counts.at(-1)).toBe(1);
    act(() => server.releaseMerges());
    await waitFor(() => expect(counts.at(-1)).toBe(0));
  });

  it('goes from hashing (paused) to uploading in the panel, and pauses and resumes there', async () => {
    hashing.isHolding = true;
    server.holdMerges();
    const { input, changes } = renderWidget();
    pick(input(), [fileOf('a.bin', 3000)]);
    const panel = await screen.findByTestId('file-upload-panel');
    await waitFor(() => expect(within(panel).getByText('正在计算文件 MD5')).toBeTruthy());
    expect(within(panel).getByRole('button', { name: '继续' }).hasAttribute('disabled')).toBe(true);
    hashing.isHolding = false;
    act(() => hashing.held.splice(0).forEach((done) => done()));
    await waitFor(() => expect(within(panel).getByText('上传中')).toBeTruthy());
    fireEvent.click(within(panel).getByRole('button', { name: '暂停' }));
    expect(within(panel).getByText('暂停')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(server.transport.check).toHaveBeenCalledTimes(2));
    act(() => server.releaseMerges());
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.name)).toEqual(['a.bin']));
    expect(changes).toHaveLength(1);
  });

  it('replaces the held file in single-file mode', async () => {
    const { input, changes } = renderWidget({ limit: 1 }, [stored('old.txt')]);
    expect(input().hasAttribute('multiple')).toBe(false);
    pick(input(), [fileOf('new.txt')]);
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.name)).toEqual(['new.txt']));
    expect(refusals()).toBe('');
  });

  it('lets an async beforeUpload refuse a file by rejecting, with its reason', async () => {
    const beforeUpload = vi.fn((file: File) =>
      file.name.startsWith('x') ? Promise.reject(new Error('不允许的文件')) : Promise.resolve(true),
    );
    const { input, changes } = renderWidget({ beforeUpload });
    pick(input(), [fileOf('x.txt'), fileOf('ok.txt')]);
    await waitFor(() => expect(refusals()).toBe('不允许的文件'));
    await waitFor(() => expect(changes.at(-1)?.map((f) => f.name)).toEqual(['ok.txt']));
    expect(server.transport.check).toHaveBeenCalledTimes(1);
  });

  it('lets a sync beforeUpload refuse a file silently', async () => {
    const { input } = renderWidget({ beforeUpload: () => false });
    pick(input(), [fileOf('a.txt')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.transport.check).not.toHaveBeenCalled();
    expect(refusals()).toBe('');
  });

  it('removes a file from the value with delete', () => {
    const { changes } = renderWidget({}, [stored('a.txt'), stored('b.txt')]);
    const row = screen.getByText('a.txt').closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(changes.at(-1)?.map((f) => f.name)).toEqual(['b.txt']);
  });

  it('downloads through a signed link asked of the download route', async () => {
    vi.mocked(call).mockResolvedValue({ name: 'a.txt', url: '/api/file/s/v-a.txt?d=attachment&e=1&sig=x' });
    const clicked: HTMLAnchorElement[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWidget({}, [stored('a.txt')]);
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(vi.mocked(call).mock.calls[0]?.[1]).toEqual({ params: { type: 'file', name: 'v-a.txt' } });
    expect(clicked[0]?.getAttribute('href')).toBe('/api/file/s/v-a.txt?d=attachment&e=1&sig=x');
    expect(clicked[0]?.download).toBe('a.txt');
    spy.mockRestore();
  });

  it('opens a document in the preview dialog when no onPreview is given', async () => {
    vi.mocked(call).mockResolvedValue('/api/file/s/v-b.docx?d=inline');
    renderWidget({}, [stored('a.pdf'), stored('b.docx')]);
    fireEvent.click(
      within(screen.getByText('b.docx').closest('li') as HTMLElement).getByRole('button', { name: '预览' }),
    );
    expect(await screen.findByText('文档预览 - b.docx')).toBeTruthy();
    expect(vi.mocked(call).mock.calls[0]?.[1]).toMatchObject({ query: { fileId: 'v-b.docx' } });
  });

  it('hands preview to onPreview with the whole list', () => {
    const onPreview = vi.fn();
    const files = [stored('a.pdf'), stored('b.docx')];
    renderWidget({ onPreview }, files);
    fireEvent.click(
      within(screen.getByText('b.docx').closest('li') as HTMLElement).getByRole('button', { name: '预览' }),
    );
    expect(onPreview).toHaveBeenCalledWith(files[1], files);
  });
});

describe('FileUpload permissions', () => {
  const buttons = () => ({
    upload: screen.queryByTestId('file-upload-button'),
    preview: screen.queryByRole('button', { name: '预览' }),
    download: screen.queryByRole('button', { name: '下载' }),
    remove: screen.queryByRole('button', { name: '删除' }),
  });

  it('hides every action whose code the user lacks when fileAuth is set', () => {
    grantFileCodes(['file_look']);
    renderWidget({ fileAuth: true }, [stored('a.txt')]);
    const shown = buttons();
    expect(shown.upload).toBeNull();
    expect(shown.preview).not.toBeNull();
    expect(shown.download).toBeNull();
    expect(shown.remove).toBeNull();
  });

  it('shows the actions whose codes the user holds', () => {
    grantFileCodes(['file_upload', 'file_download', 'file_delete']);
    renderWidget({ fileAuth: true }, [stored('a.txt')]);
    const shown = buttons();
    expect([!!shown.upload, !!shown.preview, !!shown.download, !!shown.remove]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('offers every action without fileAuth, even with no codes', () => {
    grantFileCodes([]);
    renderWidget({}, [stored('a.txt')]);
    expect(Object.values(buttons()).every(Boolean)).toBe(true);
  });

  it('offers neither upload nor delete when read-only', () => {
    grantFileCodes([]);
    renderWidget({ detailed: true }, [stored('a.txt')]);
    const shown = buttons();
    expect([!!shown.upload, !!shown.preview, !!shown.download, !!shown.remove]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    cleanup();
    renderWidget({ disabled: true, buttonText: 'Add' }, [stored('a.txt')]);
    expect(screen.queryByText('Add')).toBeNull();
  });
});

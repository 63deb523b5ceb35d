// @vitest-environment jsdom
import type { UploadedFile } from '@tessera/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { stubXhr, type FakeRequest } from './fake-xhr';
import { FileUpload, type FileUploadProps } from './file-upload';
import { singleRequestTransport } from './single-request-transport';
import { atDemoRoute, fileOf, pick } from './widget-test-kit';

const transport = singleRequestTransport({ url: '/api/x/Uploader' });
let requests: FakeRequest[];

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
});
beforeEach(() => {
  requests = stubXhr();
  changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => changeLanguage('zh'));

function renderWidget(props: Partial<FileUploadProps> = {}) {
  const changes: UploadedFile[][] = [];
  function Host() {
    const [value, setValue] = useState<UploadedFile[]>([]);
    return (
      <FileUpload
        transport={transport}
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

describe('FileUpload over a single-request transport', () => {
  it('applies the same pick rules, sends one request per file and adds the answered file', async () => {
    const { changes, input } = renderWidget({ accept: ['excel'], limit: 1, fileSize: 2, sizeUnit: 'MB' });
    act(() => pick(input(), [fileOf('a.csv')]));
    expect((await screen.findByTestId('file-upload-refusals')).textContent).toContain(
      'Please choose a file of type Excel',
    );
    act(() => pick(input(), [fileOf('big.xlsx', 2 * 1024 * 1024 + 1)]));
    expect((await screen.findByTestId('file-upload-refusals')).textContent).toContain(
      'File size exceeds 2MB',
    );
    expect(requests).toHaveLength(0);
    act(() => pick(input(), [fileOf('users.xlsx', 10)]));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByTestId('file-upload-panel').textContent).toContain('Uploading');
    act(() => requests[0]!.answer({ code: 200, msg: '', data: { name: 'users.xlsx', fileName: 's1.xlsx' } }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.[0]).toMatchObject({ name: 'users.xlsx', fileId: 'users.xlsx', fileSize: 10 });
    expect(screen.queryByTestId('file-upload-panel')).toBeNull();
  });

  it('shows a refusal of the endpoint in the panel, with retry', async () => {
    const { changes, input } = renderWidget();
    act(() => pick(input(), [fileOf('a.xlsx')]));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() =>
      requests[0]!.answer({ code: 400, msg: 'Only .xls or .xlsx files can be imported', data: null }),
    );
    const panel = await screen.findByTestId('file-upload-panel');
    await waitFor(() => expect(panel.textContent).toContain('Only .xls or .xlsx files can be imported'));
    expect(panel.textContent).toContain('Upload failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(changes).toHaveLength(0);
  });

  it('uses the place’s own refusal texts, offers only the listed actions and asks before removing', async () => {
    let answer = false;
    const confirmRemove = vi.fn(() => Promise.resolve(answer));
    const { changes, input } = renderWidget({
      accept: ['excel'],
      fileSize: 1,
      sizeUnit: 'KB',
      refusalTexts: { type: 'Only Excel here', size: 'Too big here' },
      fileActions: ['delete'],
      confirmRemove,
    });
    act(() => pick(input(), [fileOf('a.csv'), fileOf('b.xls', 2048)]));
    expect((await screen.findByTestId('file-upload-refusals')).textContent).toContain(
      'Only Excel hereToo big here',
    );
    act(() => pick(input(), [fileOf('c.xlsx')]));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.answer({ code: 200, msg: '', data: { name: 'c.xlsx' } }));
    await screen.findByTestId('file-upload-item');
    expect(screen.queryByTestId('file-upload-preview')).toBeNull();
    expect(screen.queryByTestId('file-upload-download')).toBeNull();
    fireEvent.click(screen.getByTestId('file-upload-delete'));
    await waitFor(() => expect(confirmRemove).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('file-upload-item')).toBeTruthy();
    answer = true;
    fireEvent.click(screen.getByTestId('file-upload-delete'));
    await waitFor(() => expect(screen.queryByTestId('file-upload-item')).toBeNull());
    expect(changes.at(-1)).toEqual([]);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { MemoryRouter } from 'react-router';
import { setFeedbackApi } from '@/lib/feedback';
import { stubBrowserApis } from '@/lib/test-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, type FakeRequest } from '@/components/upload/fake-xhr';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { ImportWizard, type ImportWizardProps } from './import-wizard';
import { checkFile, importRefusal, leaveUploadRefusal } from './wizard-rules';

let requests: FakeRequest[];

beforeAll(async () => {
  changeLanguage('zh');
  stubBrowserApis();
  await loadFeatureLocales();
});
beforeEach(() => {
  requests = stubXhr();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('wizard rules', () => {
  it('accepts only .xls/.xlsx under 2MB', () => {
    expect(checkFile({ name: 'a.xlsx', size: 10 })).toBeNull();
    expect(checkFile({ name: 'A.XLS', size: 10 })).toBeNull();
    expect(checkFile({ name: 'a.csv', size: 10 })).toBe('onlyExcel');
    expect(checkFile({ name: 'a.xlsx.exe', size: 10 })).toBe('onlyExcel');
    expect(checkFile({ name: 'a.xlsx', size: 2 * 1024 * 1024 })).toBe('tooLarge');
  });
  it('needs a file to leave step 1 and rows to import', () => {
    expect(leaveUploadRefusal(undefined)).toBe('needFile');
    expect(leaveUploadRefusal('x.xlsx')).toBeNull();
    expect(importRefusal([])).toBe('emptyData');
    expect(importRefusal([{}])).toBeNull();
  });
});

const HEADER = [
  { id: 'account', fullName: '账户' },
  { id: 'realName', fullName: '姓名' },
];

/** The wizard with the app's toast API installed, as the shell does. */
function WithFeedback(props: ImportWizardProps) {
  const [api, holder] = message.useMessage();
  setFeedbackApi({ message: api });
  return (
    <>
      {holder}
      <ImportWizard {...props} />
    </>
  );
}

function renderWizard(over: Partial<ImportWizardProps> = {}) {
  const props: ImportWizardProps = {
    open: true,
    uploadUrl: '/api/x/Uploader',
    templateUrl: vi.fn(),
    preview: vi.fn().mockResolvedValue({
      headerRow: HEADER,
      dataRow: [
        { account: 'a1', realName: 'A' },
        { account: 'b1', realName: 'B' },
      ],
    }),
    importData: vi.fn().mockResolvedValue({
      snum: 1,
      fnum: 1,
      resultType: 1,
      failResult: [{ account: 'b2', realName: 'B', errorsInfo: '账户已存在：b2' }],
    }),
    exportError: vi.fn(),
    onClose: vi.fn(),
    ...over,
  };
  render(
    <MemoryRouter>
      <WithFeedback {...props} />
    </MemoryRouter>,
  );
  return props;
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

async function uploadFile(name = 'users.xlsx', stored = 'f.xlsx') {
  const before = requests.length;
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [new File(['PK'], name)] } });
  });
  await waitFor(() => expect(requests).toHaveLength(before + 1));
  const request = requests[before]!;
  expect(request.url).toMatch(/^\/api\/x\/Uploader\?/);
  expect((request.body.get('file') as File).name).toBe(name);
  act(() => request.answer({ code: 200, msg: 'ok', data: { name, fileName: stored } }));
  await screen.findByText(name);
}

describe('ImportWizard', () => {
  it('refuses to leave step 1 without a file, and refuses a non-Excel file', async () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请先上传文件')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.xls,.xlsx');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'a.csv')] } });
    });
    expect(await screen.findByText('只能上传 .xls 或 .xlsx 格式的文件')).toBeTruthy();
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024)], 'a.xlsx')] } });
    });
    expect(await screen.findByText('文件大小不能超过2MB')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('holds "next" while the picked file is still uploading', async () => {
    renderWizard();
    const next = () => screen.getByRole('button', { name: /下一步/ }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [new File(['PK'], 'slow.xlsx')] } });
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(next().disabled).toBe(true);
    act(() => requests[0]!.answer({ code: 200, msg: 'ok', data: { name: 'slow.xlsx', fileName: 's.xlsx' } }));
    await waitFor(() => expect(next().disabled).toBe(false));
  });

  it('shows the server refusal of an upload in the panel and keeps step 1 without a file', async () => {
    const props = renderWizard();
    await act(async () => {
      fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'fake.xlsx')] } });
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.answer({ code: 400, msg: '只能上传 .xls 或 .xlsx 格式的文件', data: null }));
    expect(await screen.findByText('只能上传 .xls 或 .xlsx 格式的文件')).toBeTruthy();
    expect(screen.getByText('上传失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请先上传文件')).toBeTruthy();
    expect(props.preview).not.toHaveBeenCalled();
  });

  it('keeps only the last uploaded file and asks before removing it', async () => {
    const props = renderWizard();
    await uploadFile('first.xlsx', 'f1.xlsx');
    await uploadFile('second.xlsx', 'f2.xlsx');
    expect(screen.queryByText('first.xlsx')).toBeNull();
    fireEvent.click(screen.getByTestId('import-wizard-file-delete'));
    const lastConfirm = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1)!;
    expect(await screen.findByText('确定移除 second.xlsx？')).toBeTruthy();
    fireEvent.click(within(lastConfirm()).getByRole('button', { name: /取\s*消|Cancel/ }));
    expect(props.onClose).not.toHaveBeenCalled();
    expect(screen.getByText('second.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByTestId('import-wizard-file-delete'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm').length).toBeGreaterThan(1));
    fireEvent.click(within(lastConfirm()).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.queryByText('second.xlsx')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请先上传文件')).toBeTruthy();
    await uploadFile('third.xlsx', 'f3.xlsx');
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(props.preview).toHaveBeenCalledWith('f3.xlsx'));
  });

  it('previews, edits, deletes rows, refuses an empty import, goes back, imports and closes with refresh', async () => {
    const props = renderWizard();
    await uploadFile();
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(props.preview).toHaveBeenCalledWith('f.xlsx'));
    const first = (await screen.findAllByLabelText('账户'))[0] as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'a2' } });
    for (const button of screen.getAllByRole('button', { name: /删\s*除/ })) fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    expect(await screen.findByText('导入数据为空')).toBeTruthy();
    expect(props.importData).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /上一步/ }));
    expect(await screen.findByText('users.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    const again = (await screen.findAllByLabelText('账户'))[0] as HTMLInputElement;
    fireEvent.change(again, { target: { value: 'a2' } });
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    await waitFor(() =>
      expect(props.importData).toHaveBeenCalledWith([
        { account: 'a2', realName: 'A' },
        { account: 'b1', realName: 'B' },
      ]),
    );
    expect(await screen.findByText('成功 1 条，失败 1 条')).toBeTruthy();
    expect(screen.getByText('账户已存在：b2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(props.onClose).toHaveBeenCalledWith(true);
  }, 60_000);

  it('closing before an import does not ask the caller to refresh', () => {
    const props = renderWizard();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(props.onClose).toHaveBeenCalledWith(false);
  });
});

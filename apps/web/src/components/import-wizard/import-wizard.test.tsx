// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { setFeedbackApi } from '@/lib/feedback';
import { stubBrowserApis } from '@/lib/test-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ImportWizard, type ImportWizardProps } from './import-wizard';
import { checkFile, importRefusal, leaveUploadRefusal } from './wizard-rules';

beforeAll(() => {
  changeLanguage('zh');
  stubBrowserApis();
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
  render(<WithFeedback {...props} />);
  return props;
}

async function uploadFile(name = 'users.xlsx') {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue({
      json: async () => ({ code: 200, msg: 'ok', data: { name, fileName: 'f.xlsx' } }),
    }),
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['PK'], name)] } });
  });
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

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fileRoutes, printDevRoutes, type FormData } from '@tessera/shared';
import { holding, widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { useRecordDetail } from '../api/online-list-queries';
import { RecordDetail } from './record-detail';

vi.mock('@/lib/call', () => ({ call: vi.fn(), callEnvelope: vi.fn(), callMsg: vi.fn() }));
vi.mock('../api/online-list-queries', () => ({ useRecordDetail: vi.fn() }));
const calls = vi.mocked(call);

const file = (name: string, fileId: string) => ({
  name,
  fileId,
  fileVersionId: fileId,
  fileSize: 2048,
  fileExtension: name.split('.').pop()!,
  url: `/api/file/Download/file/${fileId}`,
});
const RECORD = {
  id: 'r1',
  title: '三月出差',
  attachments: [file('发票.pdf', '11')],
  photos: [file('车票.png', '12')],
  sign: 'data:image/png;base64,iVBORw0KGgo=',
  note: '<p>已<b>审核</b></p><img src=x onerror="alert(1)">',
  items: [{ id: 'k1', reason: '高铁' }],
};
const fields = [
  widget('input', { __vModel__: 'title' }, { label: '标题' }),
  widget('uploadFile', { __vModel__: 'attachments' }, { label: '附件' }),
  widget('uploadImg', { __vModel__: 'photos' }, { label: '照片' }),
  widget('input', { __vModel__: 'mobileOnly' }, { label: '手机字段', visibility: ['app'] }),
  widget('sign', { __vModel__: 'sign' }, { label: '签名' }),
  widget('editor', { __vModel__: 'note' }, { label: '说明' }),
  holding('table', [widget('input', { __vModel__: 'reason' }, { label: '事由' })], { __vModel__: 'items' }),
];
const design = (over: Record<string, unknown> = {}) =>
  ({ popupType: 'general', generalWidth: '800px', fields, ...over }) as unknown as FormData;
const mount = (form: FormData) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <RecordDetail modelId="m1" design={form} id="r1" useFormPermission={false} onClose={vi.fn()} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useRecordDetail).mockReturnValue({ data: RECORD, isLoading: false, isError: false } as never);
  calls.mockImplementation((async (route: unknown, args: { query?: Record<string, string> }) => {
    if (route === fileRoutes.preview) return `/api/file/s/${args.query!.fileId}?d=inline&e=1&sig=s`;
    if (route === printDevRoutes.data)
      return {
        fullName: 'Claim',
        printTemplate: '<p>{title}</p>',
        printData: { title: '三月出差' },
        operatorRecordList: [],
        pageParam: {
          size: 'A4',
          direction: 'portrait',
          width: 210,
          height: 297,
          marginTop: 10,
          marginRight: 10,
          marginBottom: 10,
          marginLeft: 10,
        },
      };
    throw new Error('unexpected call');
  }) as never);
});
afterEach(cleanup);

describe('record detail', () => {
  it('shows uploads as files to open or download and images through their signed links', async () => {
    mount(design());
    const detail = await screen.findByTestId('online-detail');
    const files = within(detail).getByTestId('online-detail-attachments-list');
    expect(files.textContent).toContain('发票.pdf');
    expect(within(detail).getByTestId('online-detail-attachments-download')).toBeTruthy();
    const img = await within(detail).findByRole('img', { name: '车票.png' });
    expect(img.getAttribute('src')).toBe('/api/file/s/12?d=inline&e=1&sig=s');
    // read-only: nothing to upload or delete
    expect(within(detail).queryByTestId('online-detail-attachments-button')).toBeNull();
    expect(within(detail).queryByTestId('online-detail-photos-delete')).toBeNull();
    // a signature as its image, rich text sanitized
    expect(within(detail).getByRole('img', { name: '签名' }).getAttribute('src')).toBe(RECORD.sign);
    expect(within(detail).getByText('审核').tagName).toBe('B');
    expect(detail.innerHTML).not.toContain('onerror');
    // a field hidden on the PC and the sub-table's rows
    expect(detail.textContent).not.toContain('手机字段');
    expect(detail.textContent).toContain('高铁');
  });

  it('offers print only when the form has a print button and templates, in the user’s language', async () => {
    mount(design({ hasPrintBtn: true, printId: '' }));
    await screen.findByTestId('online-detail');
    expect(screen.queryByTestId('online-detail-print')).toBeNull();
    cleanup();
    mount(design({ hasPrintBtn: false, printId: ['t1'] }));
    await screen.findByTestId('online-detail');
    expect(screen.queryByTestId('online-detail-print')).toBeNull();
    cleanup();
    mount(design({ hasPrintBtn: true, printId: ['t1'], printButtonText: '打印' }));
    const button = await screen.findByTestId('online-detail-print');
    expect(button.textContent).toBe('Print');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('print-paper').textContent).toBe('三月出差'));
    expect(calls).toHaveBeenCalledWith(printDevRoutes.data, { query: { id: 't1', formId: 'r1' } });
  });

  it('opens in the design’s dialog, full screen or drawer', async () => {
    for (const [popupType, selector] of [
      ['general', '.ant-modal:not(.online-popup-full)'],
      ['fullScreen', '.ant-modal.online-popup-full'],
      ['drawer', '.ant-drawer'],
    ] as const) {
      mount(design({ popupType }));
      const detail = await screen.findByTestId('online-detail');
      expect(detail.closest(selector), popupType).not.toBeNull();
      expect(detail.textContent).toContain('三月出差');
      cleanup();
    }
  });

  it('names the print button as the designer wrote it', async () => {
    mount(design({ hasPrintBtn: true, printId: 't1', printButtonText: '打印报销单' }));
    expect((await screen.findByTestId('online-detail-print')).textContent).toBe('打印报销单');
  });
});

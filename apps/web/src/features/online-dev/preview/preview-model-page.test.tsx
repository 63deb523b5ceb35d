// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { stashPreviewDraft } from '@/lib/preview-draft';
import { stubBrowserApis } from '@/lib/test-dom';
import { PreviewModelPage } from './preview-model-page';

vi.mock('@/lib/http', async (load) => ({
  ...(await load<Record<string, unknown>>()),
  request: vi.fn(() => Promise.reject(new Error('no server in this test'))),
}));

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const mount = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PreviewModelPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );

const formData = JSON.stringify({
  fields: [
    widget('input', { __vModel__: 'title' }, { label: '标题' }),
    widget('numInput', { __vModel__: 'amount', min: 1, max: 9 }, { label: '金额' }),
  ],
});
const columnData = JSON.stringify({
  columnList: [
    { prop: 'title', label: '标题', sortable: true },
    { prop: 'amount', label: '金额' },
  ],
  defaultSortConfig: [{ field: 'title', sort: 'asc' }],
  btnsList: [{ value: 'add' }, { value: 'download' }],
  useBtnPermission: true,
});

describe('/previewModel', () => {
  it('shows the stashed design over 25 sample rows under a banner, every button allowed, no server call', async () => {
    const key = stashPreviewDraft({ fullName: '差旅报销', formData, columnData });
    mount(`/previewModel?key=${key}`);
    expect((await screen.findByTestId('preview-banner')).textContent).toContain('示例数据');
    expect(screen.getByTestId('preview-name').textContent).toContain('差旅报销');
    const table = screen.getByTestId('online-list-page');
    expect(await within(table).findByText('标题 01')).toBeTruthy();
    expect(within(table).getByText('标题 20')).toBeTruthy();
    expect(within(table).queryByText('标题 21')).toBeNull();
    expect(await screen.findByText('共 25 条')).toBeTruthy();
    // the add button shows though permissions are on; export needs stored records and is left out
    expect(screen.getByTestId('online-list-add')).toBeTruthy();
    expect(request).not.toHaveBeenCalledWith(expect.stringContaining('/OnlineDev/'), expect.anything());
  });

  it('says so when the draft is missing, an unreadable design, or nothing to preview', async () => {
    mount('/previewModel?key=gone');
    expect((await screen.findByTestId('preview-error')).textContent).toContain('找不到要预览的设计');
    cleanup();
    const key = stashPreviewDraft({ fullName: 'x', formData: '{"fields": 5}', columnData: null });
    mount(`/previewModel?key=${key}`);
    expect((await screen.findByTestId('preview-error')).textContent).toContain('设计内容无法读取');
    cleanup();
    mount('/previewModel');
    expect((await screen.findByTestId('preview-error')).textContent).toContain('没有要预览的设计');
  });

  it('names a stored design that cannot be loaded by its fullName', async () => {
    mount(`/previewModel?id=m-1&fullName=${encodeURIComponent('请假申请')}`);
    expect((await screen.findByTestId('preview-name')).textContent).toContain('请假申请');
    expect((await screen.findByTestId('preview-error')).textContent).toContain('找不到该设计');
  });
});

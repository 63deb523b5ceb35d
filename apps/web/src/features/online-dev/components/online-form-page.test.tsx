// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { onlineDevApi } from '../api/online-dev-api';
import OnlineFormPage from './online-form-page';

vi.mock('../api/online-dev-api', () => ({ onlineDevApi: { config: vi.fn(), save: vi.fn() } }));
const config = vi.mocked(onlineDevApi.config);
const save = vi.mocked(onlineDevApi.save);

const title = widget('input', { __vModel__: 'title' }, { label: '标题', required: true });
const answer = (webType: number) => ({
  id: 'm1',
  fullName: '差旅报销',
  enCode: 'claim',
  webType,
  formData: JSON.stringify({ fields: [title], hasConfirmAndAddBtn: true }),
  columnData: null,
  appColumnData: null,
  enableFlow: 0,
  flowId: null,
  flowTemplateJson: null,
});

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const mount = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <OnlineFormPage modelId="m1" title="差旅报销" />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('OnlineFormPage', () => {
  it('checks the form first, then shows the server refusal in the user language', async () => {
    config.mockResolvedValue(answer(1));
    save.mockRejectedValue({ code: 400, msg: '标题 不能重复', data: null });
    mount();
    const submit = await screen.findByTestId('online-form-submit');
    fireEvent.click(submit);
    expect(await screen.findByText('标题不能为空')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '3月出差' } });
    fireEvent.click(screen.getByTestId('online-form-submit-add'));
    expect((await screen.findByTestId('online-form-refusal')).textContent).toContain('标题 不能重复');
    expect(save).toHaveBeenCalledWith('m1', { data: JSON.stringify({ title: '3月出差' }) });
  });

  it('keeps the placeholder for a design the page does not render yet', async () => {
    config.mockResolvedValue(answer(4));
    mount();
    await waitFor(() => expect(screen.queryByTestId('online-form-page')).toBeNull());
    expect(await screen.findByText('差旅报销')).toBeTruthy();
  });
});

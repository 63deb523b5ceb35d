// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { dataInterfaceApi } from '../api/data-interface-api';
import { SqlStatusAlert } from './sql-status-alert';

vi.mock('../api/data-interface-api', () => ({ dataInterfaceApi: { sqlStatus: vi.fn() } }));
const sqlStatus = vi.mocked(dataInterfaceApi.sqlStatus);

const renderAlert = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SqlStatusAlert />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('SqlStatusAlert', () => {
  it('says why SQL interfaces are refused when the server has no reader role', async () => {
    sqlStatus.mockResolvedValue({ available: false, reason: 'noReader', detail: 'no role' });
    renderAlert();
    expect(await screen.findByText(/SQL data interfaces are turned off/)).toBeTruthy();
    expect(screen.getByTestId('di-sql-status').textContent).toContain('DATA_INTERFACE_DATABASE_URL');
  });

  it('shows nothing while SQL interfaces can run', async () => {
    sqlStatus.mockResolvedValue({ available: true, reason: null, detail: null });
    renderAlert();
    await new Promise((r) => setTimeout(r, 50));
    expect(sqlStatus).toHaveBeenCalled();
    expect(screen.queryByTestId('di-sql-status')).toBeNull();
  });
});

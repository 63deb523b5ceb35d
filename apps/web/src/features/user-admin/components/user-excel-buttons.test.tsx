// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { stubBrowserApis } from '@/lib/test-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { userExcelApi } from '../api/user-excel-api';
import { UserExcelButtons } from './user-excel-buttons';

vi.mock('../api/user-excel-api', () => ({ userExcelApi: { export: vi.fn() } }));
vi.mock('@/components/permission', () => ({ Auth: ({ children }: { children: ReactNode }) => children }));
vi.mock('@/components/import-wizard', () => ({ downloadFile: vi.fn(), ImportWizard: () => null }));
const exportUsers = vi.mocked(userExcelApi.export);

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const runExport = async () => {
  render(<UserExcelButtons onImported={() => undefined} />);
  fireEvent.click(screen.getByTestId('users-export'));
  fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
};

describe('UserExcelButtons export', () => {
  it("says so when the operator's row limit cut the file", async () => {
    exportUsers.mockResolvedValue({ name: 'u.xlsx', url: '/x', exported: 5000, total: 12001, limit: 5000 });
    await runExport();
    const notice = await screen.findByTestId('users-export-limited');
    expect(notice.textContent).toContain(
      "Exported the first 5000 of 12001 rows; the operator's limit is 5000 rows per export.",
    );
  });

  it('closes without a notice when every row was exported', async () => {
    exportUsers.mockResolvedValue({ name: 'u.xlsx', url: '/x', exported: 12001, total: 12001 });
    await runExport();
    await waitFor(() => expect(exportUsers).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('users-export-limited')).toBeNull();
  });
});

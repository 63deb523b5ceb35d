// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { formatBytes, UploadPanel } from './upload-panel';
import type { UploadItem, UploadStatus } from './upload-types';

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
  changeLanguage('en');
});
afterAll(() => changeLanguage('zh'));
afterEach(cleanup);

const item = (name: string, status: UploadStatus, extra: Partial<UploadItem> = {}): UploadItem => ({
  id: name,
  name,
  type: '',
  extension: 'bin',
  size: 2048,
  status,
  isHashing: false,
  uploadedBytes: 0,
  progress: 0,
  ...extra,
});

function renderPanel(items: UploadItem[]) {
  const uploads = { items, pause: vi.fn(), resume: vi.fn(), retry: vi.fn(), remove: vi.fn() };
  render(<UploadPanel uploads={uploads} />);
  const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
  return { uploads, row };
}

describe('UploadPanel', () => {
  it('offers pause, resume, retry and remove by status, and calls the queue', () => {
    const { uploads, row } = renderPanel([
      item('up.bin', 'uploading', { progress: 40 }),
      item('paused.bin', 'paused'),
      item('bad.bin', 'error', { error: 'MD5 mismatch' }),
      item('done.bin', 'success', { progress: 100 }),
    ]);
    fireEvent.click(within(row('up.bin')).getByRole('button', { name: 'Pause' }));
    expect(uploads.pause).toHaveBeenCalledWith('up.bin');
    fireEvent.click(within(row('paused.bin')).getByRole('button', { name: 'Resume' }));
    expect(uploads.resume).toHaveBeenCalledWith('paused.bin');
    fireEvent.click(within(row('bad.bin')).getByRole('button', { name: 'Retry' }));
    expect(uploads.retry).toHaveBeenCalledWith('bad.bin');
    expect(within(row('bad.bin')).getByText('MD5 mismatch')).toBeTruthy();
    expect(within(row('bad.bin')).queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(within(row('up.bin')).getByRole('button', { name: 'Remove' }));
    expect(uploads.remove).toHaveBeenCalledWith('up.bin');
    expect(within(row('done.bin')).queryAllByRole('button')).toHaveLength(0);
    expect(within(row('done.bin')).getByText('Uploaded')).toBeTruthy();
  });

  it('shows hashing and keeps resume disabled until the MD5 is known', () => {
    const { row } = renderPanel([item('big.iso', 'paused', { isHashing: true })]);
    expect(within(row('big.iso')).getByText('Computing the file MD5')).toBeTruthy();
    expect(within(row('big.iso')).getByRole('button', { name: 'Resume' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('writes sizes in B, KB, MB and GB', () => {
    expect([formatBytes(5), formatBytes(2048), formatBytes(5_242_880), formatBytes(1.5 * 1024 ** 3)]).toEqual(
      ['5B', '2.0KB', '5.0MB', '1.5GB'],
    );
  });
});

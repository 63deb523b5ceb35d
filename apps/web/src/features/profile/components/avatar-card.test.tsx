// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, type FakeRequest } from '@/components/upload/fake-xhr';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { useUserStore } from '@/stores/user-store';
import { profileApi } from '../api/profile-api';
import { AvatarCard } from './avatar-card';

let requests: FakeRequest[];
const fetchCurrentUser = vi.fn();
const png = (size = 10, name = 'me.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pick = (file: File) =>
  act(() =>
    fireEvent.change(screen.getByTestId('profile-avatar-upload-input'), { target: { files: [file] } }),
  );

beforeAll(async () => {
  stubBrowserApis();
  await loadFeatureLocales();
});
beforeEach(() => {
  requests = stubXhr();
  changeLanguage('zh');
  vi.spyOn(profileApi, 'setAvatar').mockResolvedValue('ok');
  fetchCurrentUser.mockReset().mockResolvedValue(undefined);
  useUserStore.setState({ fetchCurrentUser } as never);
  render(
    <MemoryRouter>
      <AvatarCard />
    </MemoryRouter>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => changeLanguage('zh'));

describe('AvatarCard', () => {
  it('uploads the picked image to the avatar endpoint with progress, then sets it as the avatar', async () => {
    expect(screen.getByTestId('profile-avatar-upload-button').textContent).toContain('更换头像');
    pick(png(1000));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(new URL(requests[0]!.url, 'http://x').pathname).toBe('/api/file/Uploader/userAvatar');
    act(() => requests[0]!.progress(500, 1000));
    expect(screen.getByTestId('profile-avatar-upload-panel').textContent).toContain('50%');
    const name = `${'a'.repeat(32)}.png`;
    act(() =>
      requests[0]!.answer({
        code: 200,
        msg: '',
        data: { name, url: `/api/file/Image/userAvatar/${name}`, fileSize: 1000, fileExtension: 'png' },
      }),
    );
    await waitFor(() => expect(profileApi.setAvatar).toHaveBeenCalledWith(name));
    await waitFor(() => expect(fetchCurrentUser).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('profile-avatar-upload-panel')).toBeNull();
    expect(screen.queryByTestId('profile-avatar-upload-item')).toBeNull();
  });

  it('refuses a non-image and an image over 5 MB with the avatar messages, without a request', async () => {
    pick(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByTestId('profile-avatar-upload-refusals')).textContent).toBe('请上传图片');
    pick(png(5 * 1024 * 1024 + 1, 'big.png'));
    await waitFor(() =>
      expect(screen.getByTestId('profile-avatar-upload-refusals').textContent).toBe('图片大小不能超过5M'),
    );
    expect(requests).toHaveLength(0);
  });

  it('shows the server refusal in the panel and does not change the avatar', async () => {
    changeLanguage('en');
    pick(png());
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => requests[0]!.answer({ code: 400, msg: 'File type not allowed', data: null }));
    await waitFor(() =>
      expect(screen.getByTestId('profile-avatar-upload-panel').textContent).toContain(
        'File type not allowed',
      ),
    );
    expect(profileApi.setAvatar).not.toHaveBeenCalled();
  });
});

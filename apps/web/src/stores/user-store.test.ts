// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from './user-store';
import { useTabsStore } from './tabs-store';
import { useSettingsStore } from './settings-store';
import { useAppStore } from './app-store';
import { changeLanguage } from '../lib/i18n';

const fetchMock = vi.fn();
vi.stubGlobal('fetch', fetchMock);
function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce({ json: async () => body } as Response);
}
afterEach(() => {
  fetchMock.mockReset();
  useUserStore.getState().resetSession();
});

describe('user store', () => {
  it('signs in with an md5 password, stores the token and takes the layout from the theme', async () => {
    answer({ code: 200, msg: '', data: { token: 'Bearer x', theme: 'blend' } });
    await useUserStore.getState().login('admin', '123456');
    const body = String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body);
    expect(body).toContain('password=e10adc3949ba59abbe56e057f20f883e');
    expect(body).toContain('client_id=admin');
    expect(body).toContain('grant_type=password');
    expect(useUserStore.getState().token).toBe('Bearer x');
    expect(localStorage.getItem('tessera.token')).toBe('Bearer x');
    expect(useSettingsStore.getState().layoutType).toBe('blend');
  });

  it('rejects with the envelope when sign-in fails', async () => {
    answer({ code: 400, msg: '账号或密码错误', data: null });
    await expect(useUserStore.getState().login('admin', 'bad')).rejects.toMatchObject({
      msg: '账号或密码错误',
    });
    expect(useUserStore.getState().loginLoading).toBe(false);
  });

  it('refuses a user without menus or without user info', async () => {
    changeLanguage('zh');
    answer({ code: 200, msg: '', data: { menuList: [], userInfo: { userId: '1' }, permissionList: [] } });
    await expect(useUserStore.getState().fetchCurrentUser()).rejects.toBe('您的权限不足，请联系管理员');
    answer({ code: 200, msg: '', data: { menuList: [{}], userInfo: null, permissionList: [] } });
    await expect(useUserStore.getState().fetchCurrentUser()).rejects.toBe('验证失败，请重新登录。');
  });

  it('applies the language the user chose elsewhere at sign-in, and asks for the menus again in it', async () => {
    changeLanguage('zh');
    answer({ code: 200, msg: '', data: { token: 'Bearer l', theme: 'classic' } });
    await useUserStore.getState().login('admin', '123456');
    const user = (language: string, name: string) => ({
      code: 200,
      msg: '',
      data: {
        menuList: [{ id: 'm', fullName: name }],
        userInfo: { userId: '1', language },
        permissionList: [],
      },
    });
    answer(user('en', '系统公告'));
    answer(user('en', 'Announcements'));
    const data = await useUserStore.getState().fetchCurrentUser();
    expect(useAppStore.getState().language).toBe('en');
    expect(data.menuList[0]?.fullName).toBe('Announcements');
    const headers = (fetchMock.mock.calls[2] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['Accept-Language']).toBe('en');
    // Later loads (a page reload) keep the language of this browser.
    useAppStore.getState().setLanguage('zhtw');
    answer(user('en', '系統公告'));
    await useUserStore.getState().fetchCurrentUser();
    expect(useAppStore.getState().language).toBe('zhtw');
    changeLanguage('zh');
  });

  it('applies the saved language after a sign-in made elsewhere (SSO, scan, /auth-redirect) too', async () => {
    changeLanguage('zh');
    useUserStore.getState().setToken('Bearer sso');
    const user = (name: string) => ({
      code: 200,
      msg: '',
      data: { menuList: [{ id: 'm', fullName: name }], userInfo: { userId: '1', language: 'zhtw' } },
    });
    answer(user('系统公告'));
    answer(user('系統公告'));
    const data = await useUserStore.getState().fetchCurrentUser();
    expect(useAppStore.getState().language).toBe('zhtw');
    expect(data.menuList[0]?.fullName).toBe('系統公告');
    changeLanguage('zh');
  });

  it('resets token, menus, user, permissions, lock and tabs', () => {
    const store = useUserStore.getState();
    store.setToken('Bearer y');
    store.lock();
    useTabsStore.getState().visit({ path: '/home', title: 'Home' });
    useUserStore.setState({ menuList: [{} as never], permissionList: [{} as never] });
    store.resetSession();
    const state = useUserStore.getState();
    expect([state.token, state.isLock, state.menuList, state.permissionList]).toEqual([
      undefined,
      false,
      [],
      [],
    ]);
    expect(localStorage.getItem('tessera.token')).toBeNull();
    expect(localStorage.getItem('tessera.isLock')).toBeNull();
    expect(useTabsStore.getState().visited).toEqual([]);
  });
});

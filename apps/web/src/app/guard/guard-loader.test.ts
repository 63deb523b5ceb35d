// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http';
import { changeLanguage } from '../../lib/i18n';
import { setFeedbackApi } from '../../lib/feedback';
import { useUserStore } from '../../stores/user-store';
import { guardLoader } from './guard-loader';

const fetchMock = vi.fn();
const error = vi.fn();
function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce({ json: async () => body } as Response);
}
async function run(path: string): Promise<string | null> {
  try {
    await guardLoader({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: undefined,
    } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}
const user = { userId: 'u1', userAccount: 'admin', userName: 'Admin' };
const menu = {
  id: 'm1',
  type: 2,
  enCode: 'permission.user',
  fullName: '用户管理',
  urlAddress: 'permission/user',
  children: [],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ notifyError: () => undefined, onSessionExpired: () => undefined });
  setFeedbackApi({ message: { error, success: vi.fn() } as never });
  changeLanguage('zh');
});
afterEach(() => {
  fetchMock.mockReset();
  error.mockReset();
  useUserStore.getState().resetSession();
});

describe('guard loader', () => {
  it('sends a signed-out visitor to /login with the wanted address', async () => {
    expect(await run('/permission/user?a=1')).toBe('/login?redirect=%2Fpermission%2Fuser%3Fa%3D1');
  });

  it('loads the current user once, then allows', async () => {
    useUserStore.getState().setToken('Bearer t');
    answer({ code: 200, msg: '', data: { mustChangePassword: false } });
    answer({ code: 200, msg: '', data: { menuList: [menu], userInfo: user, permissionList: [] } });
    expect(await run('/permission/user')).toBeNull();
    expect(useUserStore.getState().menuList).toHaveLength(1);
    expect(await run('/home')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resets the token and shows the reason when the user has no menus', async () => {
    useUserStore.getState().setToken('Bearer t');
    answer({ code: 200, msg: '', data: { mustChangePassword: false } });
    answer({ code: 200, msg: '', data: { menuList: [], userInfo: user, permissionList: [] } });
    expect(await run('/home')).toBe('/login');
    expect(useUserStore.getState().token).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: '您的权限不足，请联系管理员' }));
  });

  it("shows 'Has Error' when the failure is not a text", async () => {
    changeLanguage('en');
    useUserStore.getState().setToken('Bearer t');
    answer({ code: 200, msg: '', data: { mustChangePassword: false } });
    answer({ code: 500, msg: 'boom', data: null });
    expect(await run('/home')).toBe('/login');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: 'Has Error' }));
  });

  it('adopts the token of a /workFlowDetail link and loads that user', async () => {
    useUserStore.getState().setToken('Bearer old');
    answer({ code: 200, msg: '', data: { mustChangePassword: false } });
    answer({ code: 200, msg: '', data: { menuList: [menu], userInfo: user, permissionList: [] } });
    expect(await run('/workFlowDetail?token=Bearer%20new')).toBeNull();
    expect(useUserStore.getState().token).toBe('Bearer new');
    const [, init] = fetchMock.mock.calls[0] as [string, { headers: Record<string, string> }];
    expect(init.headers.Authorization).toBe('Bearer new');
  });

  it('keeps a user who must change the password on /changePassword, whatever address is typed', async () => {
    useUserStore.getState().setToken('Bearer t');
    answer({ code: 200, msg: '', data: { mustChangePassword: true } });
    expect(await run('/permission/user')).toBe('/changePassword');
    expect(await run('/home')).toBe('/changePassword');
    expect(await run('/changePassword')).toBeNull();
    expect(useUserStore.getState().menuList).toHaveLength(0);
    useUserStore.getState().setMustChangePassword(false);
    answer({ code: 200, msg: '', data: { menuList: [menu], userInfo: user, permissionList: [] } });
    expect(await run('/home')).toBeNull();
  });

  it('keeps a locked screen on /lockScreen', async () => {
    useUserStore.getState().setToken('Bearer t');
    useUserStore.getState().lock();
    expect(await run('/home')).toBe('/lockScreen');
  });
});

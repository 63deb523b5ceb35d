// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/stores/settings-store';
import { useTabsStore } from '@/stores/tabs-store';
import { useUserStore } from '@/stores/user-store';
import { adoptSignIn } from './adopt-sign-in';

afterEach(() => useUserStore.getState().resetSession());

describe('adoptSignIn', () => {
  it('drops the session the browser still holds before keeping the new token', () => {
    const user = useUserStore.getState();
    user.setToken('Bearer previous');
    useUserStore.setState({
      menuList: [{ id: 'm', fullName: 'Old menu' }] as never,
      permissionList: [{ modelId: 'm' }] as never,
      userInfo: { userId: 'previous' } as never,
    });
    useTabsStore.getState().visit({ path: '/permission/user', title: 'Users' });

    adoptSignIn('Bearer next', 'functional');

    const state = useUserStore.getState();
    expect(state.token).toBe('Bearer next');
    expect(localStorage.getItem('tessera.token')).toBe('Bearer next');
    expect(state.menuList).toEqual([]);
    expect(state.permissionList).toEqual([]);
    expect(state.userInfo).toBeUndefined();
    expect(useTabsStore.getState().visited.some((t) => t.path === '/permission/user')).toBe(false);
    expect(useSettingsStore.getState().layoutType).toBe('functional');
  });
});

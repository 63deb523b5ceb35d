import { useNavigate } from 'react-router';
import { profileRoutes } from '@tessera/shared';
import { authApi } from '@/lib/auth-api';
import { callMsg } from '@/lib/call';
import { useTabsStore } from '@/stores/tabs-store';
import { useUserStore } from '@/stores/user-store';

/**
 * Switches application: the server remembers the chosen system (`PUT major`, type System), then
 * CurrentUser is reloaded for it and the user starts over at /home.
 */
export function useSwitchSystem() {
  const navigate = useNavigate();
  return async (systemId: string) => {
    await callMsg(profileRoutes.major, { body: { majorId: systemId, majorType: 'System' } });
    const { data } = await authApi.currentUser();
    if (!data?.menuList?.length) return;
    useUserStore.setState({
      menuList: data.menuList,
      permissionList: data.permissionList ?? [],
      userInfo: data.userInfo,
    });
    useTabsStore.getState().closeAll();
    await navigate('/home');
  };
}

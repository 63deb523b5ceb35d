import { useNavigate } from 'react-router';
import type { CurrentUserResult } from '@tessera/shared';
import { http } from '@/lib/http';
import { useTabsStore } from '@/stores/tabs-store';
import { useUserStore } from '@/stores/user-store';

/**
 * Switches application: the server remembers the chosen system (`PUT major`, type System), then
 * CurrentUser is reloaded for it and the user starts over at /home.
 */
export function useSwitchSystem() {
  const navigate = useNavigate();
  return async (systemId: string) => {
    await http.put('/api/permission/Users/Current/major', { majorId: systemId, majorType: 'System' });
    const { data } = await http.get<CurrentUserResult>('/api/oauth/CurrentUser');
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

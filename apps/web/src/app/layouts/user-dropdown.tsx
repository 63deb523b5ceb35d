import type { UserSystem } from '@tessera/shared';
import { Avatar, Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockIcon, LogoutIcon, UserIcon } from '@/components/icons';
import { MoreIcon as SwitchIcon } from '@/components/top-bar/top-bar-icons';
import { authApi } from '@/lib/auth-api';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { useSwitchSystem } from './use-switch-system';

/** A stable empty list: a fresh `[]` from a store selector re-renders forever (zustand 5). */
const NO_SYSTEMS: UserSystem[] = [];

/** The user menu: profile, switch application, lock screen, sign out (with confirmation). */
export function UserDropdown({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useUserStore((s) => s.userInfo?.userName ?? '');
  const headIcon = useUserStore((s) => s.userInfo?.headIcon ?? '');
  const lock = useUserStore((s) => s.lock);
  const systems = useUserStore((s) => s.userInfo?.systemIds ?? NO_SYSTEMS);
  const switchSystem = useSwitchSystem();

  const handleLogout = () => {
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await authApi.logout().catch(() => undefined);
        useUserStore.getState().resetSession();
        await navigate('/login');
      },
    });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserIcon />, label: t('layout.profile') },
          // offered only with several systems; the current one is listed disabled (spec 01 section 2.5)
          ...(systems.length > 1
            ? [
                {
                  key: 'system',
                  icon: <SwitchIcon />,
                  label: t('layout.switchSystem'),
                  children: systems.map((sys) => ({
                    key: `system:${sys.id}`,
                    label: sys.name,
                    disabled: sys.currentSystem,
                  })),
                },
              ]
            : []),
          { key: 'lock', icon: <LockIcon />, label: t('layout.lockScreen') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutIcon />, label: t('layout.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate('/profile');
          if (key === 'lock') {
            lock();
            void navigate('/lockScreen');
          }
          if (key === 'logout') handleLogout();
          if (key.startsWith('system:')) void switchSystem(key.slice('system:'.length));
        },
      }}
    >
      <Button type="text" aria-label={t('layout.userMenu')} data-testid="user-menu" style={{ height: 40 }}>
        <Avatar size={28} src={headIcon || undefined} alt="" style={{ background: '#1677ff' }}>
          {userName.slice(0, 1) || '?'}
        </Avatar>
        {compact ? null : <span style={{ marginInlineStart: 8 }}>{userName}</span>}
      </Button>
    </Dropdown>
  );
}

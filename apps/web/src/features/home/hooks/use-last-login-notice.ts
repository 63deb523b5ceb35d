import { useEffect } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';

/** Sessions that already saw the notice (once per sign-in, not once per visit to /home). */
const shown = new Set<string>();

/** Shows the 'last login' notice for 2 s at the bottom right, built from the prevLogin fields. */
export function useLastLoginNotice(): void {
  const { t } = useTranslation();
  const userInfo = useUserStore((s) => s.userInfo);
  const token = useUserStore((s) => s.token);
  useEffect(() => {
    if (!userInfo || !token || shown.has(token)) return;
    shown.add(token);
    if (userInfo.prevLogin !== 1 || !userInfo.prevLoginTime) return;
    feedback.notify(
      t('layout.lastLoginTitle'),
      t('layout.lastLogin', {
        time: dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm:ss'),
        ip: userInfo.prevLoginIPAddress || '-',
        place: userInfo.prevLoginIPAddressName || '',
      }),
      2,
    );
  }, [userInfo, token, t]);
}

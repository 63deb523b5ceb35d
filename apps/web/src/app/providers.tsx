import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import enUS from 'antd/es/locale/en_US';
import type { Language } from '@tessera/shared';
import { setFeedbackApi } from '@/lib/feedback';
import { ANTD_SIZE, isCompact } from '@/lib/size';
import { StorageKey, writeString } from '@/lib/storage';
import { primaryColorFor } from '@/lib/theme';
import { themeTokens } from '@/lib/theme-tokens';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useAppStore } from '@/stores/app-store';
import { useSettingsStore } from '@/stores/settings-store';
import { useUserStore } from '@/stores/user-store';

/** Primary colour of the default (blue) theme, darkened for WCAG AA contrast. */
export const PRIMARY_COLOR = primaryColorFor('blue');

/** Sidebar backgrounds for the two sidebar styles (slideClass). */
const SIDER_BG = { dark: '#001529', lightWhite: '#ffffff' } as const;

const ANTD_LOCALE: Record<Language, Locale> = { zh: zhCN, zhtw: zhTW, en: enUS };

/** Hands Ant Design's context-bound message API to non-React code. */
function MessageBridge() {
  const [messageApi, holder] = message.useMessage();
  setFeedbackApi({ message: messageApi });
  return holder;
}

/** Keeps the device flag in step with the viewport width. */
function DeviceWatcher() {
  const syncDevice = useAppStore((s) => s.syncDevice);
  useEffect(() => {
    const handleResize = () => syncDevice(window.innerWidth);
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, [syncDevice]);
  return null;
}

/** Remembers the page the user was on when the screen locks, so unlocking can return there. */
function LockWatcher() {
  useEffect(
    () =>
      useUserStore.subscribe((state, previous) => {
        const { pathname, search } = window.location;
        if (state.isLock && !previous.isLock && pathname !== '/lockScreen') {
          writeString(StorageKey.lockedFrom, pathname + search);
        }
      }),
    [],
  );
  return null;
}

/** Theme colour, sidebar style, locale, size and the message API for the whole app (the data cache lives in the layout). */
export function Providers({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  const size = useAppStore((s) => s.size);
  const themeClass = useSettingsStore((s) => s.themeClass);
  const slideClass = useSettingsStore((s) => s.slideClass);
  const siderBg = SIDER_BG[slideClass];
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={ANTD_LOCALE[language]}
      componentSize={ANTD_SIZE[size]}
      theme={{
        token: {
          ...themeTokens(themeClass),
          // no opening and closing animations for users who asked their system for less motion
          motion: !reducedMotion,
        },
        components: { Layout: { siderBg, triggerBg: siderBg } },
        algorithm: isCompact(size)
          ? [theme.defaultAlgorithm, theme.compactAlgorithm]
          : theme.defaultAlgorithm,
      }}
    >
      <MessageBridge />
      <DeviceWatcher />
      <LockWatcher />
      {children}
    </ConfigProvider>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Modal, notification } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setFeedbackApi } from '@/lib/feedback';
import { useAppStore } from '@/stores/app-store';
import { useUserStore } from '@/stores/user-store';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Installs the notification and modal APIs, which only signed-in pages use. */
function LayoutFeedback() {
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  setFeedbackApi({ notification: notificationApi, modal: modalApi });
  return (
    <>
      {notificationHolder}
      {modalHolder}
    </>
  );
}

/**
 * After a language switch, asks again for everything named by the server (menus, dictionaries,
 * grant trees...): the answers come in the request's language (ADR 0019).
 */
function LanguageRefresh() {
  const language = useAppStore((s) => s.language);
  const first = useRef(language);
  useEffect(() => {
    if (language === first.current) return;
    first.current = language;
    void useUserStore
      .getState()
      .fetchCurrentUser()
      .catch(() => undefined);
    void queryClient.invalidateQueries();
  }, [language]);
  return null;
}

/** The data cache and feedback APIs of the signed-in shell. */
export function LayoutProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutFeedback />
      <LanguageRefresh />
      {children}
    </QueryClientProvider>
  );
}

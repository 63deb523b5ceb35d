import type { ReactNode } from 'react';
import { Modal, notification } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setFeedbackApi } from '@/lib/feedback';

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

/** The data cache and feedback APIs of the signed-in shell. */
export function LayoutProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutFeedback />
      {children}
    </QueryClientProvider>
  );
}

import type { message, Modal, notification } from 'antd';

type MessageApi = ReturnType<typeof message.useMessage>[0];
type NotificationApi = ReturnType<typeof notification.useNotification>[0];
type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** Context-bound Ant Design feedback APIs; the shell installs message, the layout the rest (keeps /login small). */
export interface FeedbackApi {
  message?: MessageApi;
  notification?: NotificationApi;
  modal?: ModalApi;
}

const api: FeedbackApi = {};

/** Installs some of the APIs (done by the providers and the layout once mounted). */
export function setFeedbackApi(next: FeedbackApi): void {
  Object.assign(api, next);
}

/** Toasts and notices usable outside React components (http client, route guard). */
export const feedback = {
  /** Error toast; 1.5 s by default (spec 01 section 8). */
  error(text: string, seconds = 1.5): void {
    void api.message?.error({ content: text, duration: seconds });
  },
  /** Success toast, 1.5 s. */
  success(text: string, seconds = 1.5): void {
    void api.message?.success({ content: text, duration: seconds });
  },
  /** Warning toast, 1.5 s. */
  warning(text: string, seconds = 1.5): void {
    void api.message?.warning({ content: text, duration: seconds });
  },
  /** Notification at the bottom right. */
  notify(title: string, description: string, seconds: number): void {
    api.notification?.info({ title, description, duration: seconds, placement: 'bottomRight' });
  },
  /** The modal API, for confirmations (available inside the main layout). */
  get modal(): ModalApi | undefined {
    return api.modal;
  },
};

import type { versionZh } from './version.zh';

/** The reload offer after a server update (shell). */
export const versionZhtw: Record<keyof typeof versionZh, string> = {
  'version.title': '系統已更新',
  'version.detail': '伺服器已發布新版本，目前頁面無法繼續載入。請重新整理以使用新版本。',
  'version.reload': '重新整理頁面',
};

import type { versionZh } from './version.zh';

/** The reload offer after a server update (shell). */
export const versionEn: Record<keyof typeof versionZh, string> = {
  'version.title': 'A new version is available',
  'version.detail': 'The server was updated and this page can no longer load. Reload to use the new version.',
  'version.reload': 'Reload',
};

/** The reload offer after a server update (shell). */
export const versionZh = {
  'version.title': '系统已更新',
  'version.detail': '服务器已发布新版本，当前页面无法继续加载。请刷新以使用新版本。',
  'version.reload': '刷新页面',
};

import { Drawer, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../routes/menu-routes';
import { Brand } from './brand';
import { SidebarMenu } from './sidebar-menu';

/** Sidebar width in pixels (spec 01 section 9). */
export const SIDEBAR_WIDTH = 210;

/** Props of the side navigation area. */
export interface ShellSiderProps {
  nodes: readonly MenuNode[];
  tree: readonly MenuNode[];
  mobile: boolean;
  opened: boolean;
  collapsed: boolean;
  dark: boolean;
  showLogo: boolean;
  withHome: boolean;
  onClose: () => void;
}

/** The sidebar: a fixed sider on desktop, a drawer on phones (closed on each navigation). */
export function ShellSider(p: ShellSiderProps) {
  const { t } = useTranslation();
  const nav = (collapsed: boolean, onNavigate?: () => void) => (
    <nav aria-label={t('layout.navigation')}>
      {p.showLogo ? <Brand collapsed={collapsed} light={!p.dark} /> : null}
      <SidebarMenu
        nodes={p.nodes}
        tree={p.tree}
        collapsed={collapsed}
        dark={p.dark}
        withHome={p.withHome}
        {...(onNavigate ? { onNavigate } : {})}
      />
    </nav>
  );
  if (p.mobile) {
    return (
      <Drawer
        open={p.opened}
        placement="left"
        size={SIDEBAR_WIDTH}
        onClose={p.onClose}
        closable={false}
        styles={{ body: { padding: 0, background: p.dark ? '#001529' : '#fff' } }}
        title={null}
        data-testid="sidebar-drawer"
      >
        {nav(false, p.onClose)}
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={64}
      collapsed={p.collapsed}
      trigger={null}
      theme={p.dark ? 'dark' : 'light'}
      className="shell-sider"
    >
      {nav(p.collapsed)}
    </Layout.Sider>
  );
}

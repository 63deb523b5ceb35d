import { useEffect, useMemo } from 'react';
import { Button, Layout } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuFoldIcon } from '@/components/icons';
import { TopBar } from '@/components/top-bar/top-bar';
import { ShellDrawers } from './shell-drawers';
import { useAppStore } from '@/stores/app-store';
import { useSettingsStore } from '@/stores/settings-store';
import { useTabsStore } from '@/stores/tabs-store';
import { useUserStore } from '@/stores/user-store';
import { useRouteTable } from '../routes/route-table';
import { usePagePrefetch } from '../routes/use-page-prefetch';
import { SettingsDrawer } from '../settings/settings-drawer';
import { useSettingsDrawer } from '../settings/settings-drawer-state';
import { KeepAliveOutlet } from '../tabs/keep-alive-outlet';
import { TagsView } from '../tabs/tags-view';
import { useVisitTab } from '../tabs/use-visit-tab';
import { Brand } from './brand';
import { LayoutProviders } from './layout-providers';
import { searchEntries } from './menu-tree';
import { ShellSider } from './shell-sider';
import { TopMenu } from './top-menu';
import { useBlendGroup } from './use-blend-group';
import { useSocketSession } from './use-socket-session';
import { UserDropdown } from './user-dropdown';
import './shell-layout.css';

/** The signed-in shell in the chosen layout: classic, functional, blend or plain (spec 01 section 2.5). */
export function ShellLayout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSettingsStore();
  const { device, sidebarOpened: opened, toggleSidebar, closeSidebar } = useAppStore();
  const { nodes: tree } = useRouteTable();
  const table = useRouteTable();
  const mobile = device === 'mobile';
  // phones always navigate through the drawer
  const layout = mobile ? 'classic' : settings.layoutType;
  const dark = settings.slideClass === 'dark';
  const [group, setGroup] = useBlendGroup(tree);
  const skipCache = useVisitTab(table);
  usePagePrefetch(table);
  useSocketSession();
  const visited = useTabsStore((s) => s.visited);
  const reloads = useTabsStore((s) => s.reloads);
  const keep = useMemo(
    () =>
      new Set(
        visited
          .filter((v) => !v.noCache)
          .map((v) => v.path)
          .concat('/home'),
      ),
    [visited],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entries = useMemo(() => searchEntries(tree), [tree, i18n.language]);

  useEffect(() => {
    if (mobile) closeSidebar();
  }, [pathname, mobile, closeSidebar]);

  const sideNodes = layout === 'blend' ? (tree.find((n) => n.key === group)?.children ?? []) : tree;
  const hasSider = layout !== 'functional';
  const toggle =
    hasSider && layout !== 'plain' ? (
      <Button
        type="text"
        icon={<MenuFoldIcon />}
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={opened}
        onClick={toggleSidebar}
        data-testid="sidebar-toggle"
      />
    ) : null;
  const top =
    layout === 'functional' || layout === 'blend' ? (
      <>
        {layout === 'functional' && settings.sidebarLogo ? <Brand collapsed={false} light /> : null}
        {toggle}
        <TopMenu
          tree={tree}
          dark={false}
          groupsOnly={layout === 'blend'}
          activeGroup={group}
          onPickGroup={setGroup}
        />
      </>
    ) : (
      toggle
    );

  return (
    <LayoutProviders>
      <Layout className={`shell shell-${layout}`} data-layout={layout}>
        {hasSider ? (
          <ShellSider
            nodes={sideNodes}
            tree={tree}
            mobile={mobile}
            opened={opened}
            collapsed={layout === 'plain' || !opened}
            dark={dark}
            showLogo={settings.sidebarLogo}
            withHome={layout !== 'blend'}
            onClose={closeSidebar}
          />
        ) : null}
        <Layout className="shell-main">
          <div
            className={settings.fixedHeader ? 'shell-head is-fixed' : 'shell-head'}
            data-testid="shell-head"
          >
            <Layout.Header className="shell-header">
              <TopBar
                left={top}
                user={<UserDropdown compact={mobile} />}
                searchEntries={entries}
                onSearchPick={(entry) => void navigate(entry.path)}
                showSearch={settings.showSearch}
                showLanguage={settings.showLanguage}
                compact={mobile}
                onOpenSettings={() => useSettingsDrawer.getState().setOpen(true)}
                onLock={() => {
                  useUserStore.getState().lock();
                  void navigate('/lockScreen');
                }}
                renderDrawers={(open, onClose) => <ShellDrawers open={open} onClose={onClose} />}
              />
            </Layout.Header>
            {settings.tagsView ? <TagsView /> : null}
          </div>
          <Layout.Content className="shell-content">
            <main>
              <KeepAliveOutlet enabled={settings.useCache} keep={keep} skip={skipCache} reloads={reloads} />
            </main>
          </Layout.Content>
        </Layout>
      </Layout>
      <SettingsDrawer />
    </LayoutProviders>
  );
}

export default ShellLayout;

import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESOURCE_KINDS } from '../api/resources-api';
import type { MenuRow } from '../menu-rules';
import { ResourceTab } from './resource-tab';

/** The buttons, columns, form fields and data schemes of one menu, one tab each. */
export function ResourcesDrawer({ menu, onClose }: { menu: MenuRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={!!menu}
      onClose={onClose}
      size="min(760px, 100vw)"
      title={menu ? t('menus.res.title', { name: menu.fullName }) : ''}
      destroyOnHidden
      data-testid="resources-drawer"
    >
      {menu && (
        <Tabs
          items={RESOURCE_KINDS.map((kind) => ({
            key: kind,
            label: t(`menus.res.${kind}`),
            children: <ResourceTab kind={kind} moduleId={menu.id} />,
          }))}
        />
      )}
    </Drawer>
  );
}

import { Drawer, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { AuthoritySource, EffectiveItem, EffectiveMenu } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useEffectivePermissions } from '../api/authority-queries';

/** Props of {@link EffectiveDrawer}. */
export interface EffectiveDrawerProps {
  /** The user to show; closed when absent. */
  userId: string | undefined;
  onClose: () => void;
}

const SOURCE_COLORS: Record<AuthoritySource['objectType'], string> = {
  Role: 'blue',
  Position: 'purple',
  Organize: 'cyan',
  Group: 'orange',
  User: 'green',
  Administrator: 'red',
};

const RESOURCE_TYPES = ['button', 'column', 'form', 'resource'] as const;

interface DataNode {
  key: string;
  title: React.ReactNode;
  children: DataNode[];
}

/** The effective menus of a user with their buttons, columns, forms and schemes and where each comes from. */
export function EffectiveDrawer({ userId, onClose }: EffectiveDrawerProps) {
  const { t } = useTranslation();
  const { data, isFetching } = useEffectivePermissions(userId);

  const sources = (list: AuthoritySource[]) =>
    list.map((s) => (
      <Tag
        key={`${s.objectType}:${s.objectId}`}
        color={SOURCE_COLORS[s.objectType]}
        className="authorize-source"
      >
        {t(`authorize.type.${s.objectType}`)}
        {s.objectType === 'Administrator' ? '' : `: ${s.fullName}`}
      </Tag>
    ));
  const item = (i: EffectiveItem, suffix = '') => (
    <span className="authorize-effective-item">
      <span>{i.fullName}</span>
      <Typography.Text type="secondary" className="authorize-code">
        {i.enCode}
        {suffix}
      </Typography.Text>
      {i.sources.length ? sources(i.sources) : <Tag>{t('authorize.viaChild')}</Tag>}
    </span>
  );
  const toData = (menus: EffectiveMenu[]): DataNode[] =>
    menus.map((m) => ({
      key: m.id,
      title: item(m),
      children: [
        ...RESOURCE_TYPES.filter((type) => m[type].length).map((type) => ({
          key: `${m.id}:${type}`,
          title: <Typography.Text strong>{t(`authorize.tab.${type}`)}</Typography.Text>,
          children: m[type].map((i) => ({ key: `${m.id}:${type}:${i.id}`, title: item(i), children: [] })),
        })),
        ...toData(m.children),
      ],
    }));

  return (
    <Drawer
      open={!!userId}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={
        data
          ? t('authorize.effectiveOf', { name: `${data.realName} (${data.account})` })
          : t('authorize.effective')
      }
      destroyOnHidden
    >
      <div data-testid="authorize-effective-drawer">
        {!data || isFetching ? (
          <Skeleton active />
        ) : (
          <>
            <Space wrap size={4} className="authorize-effective-systems">
              <Typography.Text type="secondary">{t('authorize.tab.system')}:</Typography.Text>
              {data.systems.map((s) => (
                <Tag key={s.id}>{s.fullName}</Tag>
              ))}
            </Space>
            {data.menus.length ? (
              <Tree blockNode showLine selectable={false} defaultExpandAll treeData={toData(data.menus)} />
            ) : (
              <EmptyState />
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}

import {
  Button,
  Card,
  Grid,
  Input,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DIRECTORY_TYPES, type MenuCategory } from '@tessera/shared';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/components/permission';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { FolderIcon, LinkIcon, PageIcon } from '@/components/icons';
import { Auth } from '@/components/permission/auth';
import { usePermission } from '@/components/permission/use-permission';
import { feedback } from '@/lib/feedback';
import { menusApi } from '../api/menus-api';
import { menuKeys, useMenuTree, useSystems } from '../api/menus-queries';
import { allIds, toRows, typeColor, typeKey, type MenuRow } from '../menu-rules';
import { MenuForm, type MenuEditing } from './menu-form';
import { ResourcesDrawer } from './resources-drawer';
import { SystemsModal } from './systems-modal';
import './menus.css';

const isDirectory = (type: number) => DIRECTORY_TYPES.includes(type);

function MenuName({ row }: { row: MenuRow }) {
  const Icon = isDirectory(row.type) ? FolderIcon : row.type === 6 || row.type === 7 ? LinkIcon : PageIcon;
  return (
    <span className="menus-name">
      <Tooltip title={row.icon || undefined}>
        <Icon />
      </Tooltip>
      {row.fullName}
    </span>
  );
}

/** system/menu: the menus of each system as a tree table; add, edit, enable, delete, resources. */
export default function MenusPage() {
  const { t } = useTranslation();
  const title = useMenuTitle(t('menus.title'));
  const can = usePermission();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [chosenSystem, setChosenSystem] = useState<string>();
  const [category, setCategory] = useState<MenuCategory>('Web');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<MenuEditing>();
  // a new key per opening gives the drawer a fresh form
  const [formKey, setFormKey] = useState(0);
  const openEditor = (next: MenuEditing) => {
    setFormKey((k) => k + 1);
    setEditing(next);
  };
  const [resourcesOf, setResourcesOf] = useState<MenuRow>();
  const [systemsOpen, setSystemsOpen] = useState(false);
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>();
  const systems = useSystems();
  const systemId =
    chosenSystem ?? systems.data?.find((s) => s.isMain === 1)?.id ?? systems.data?.[0]?.id ?? '';
  const { data, isFetching } = useMenuTree({ systemId, category, keyword: keyword || undefined });
  const rows = useMemo(() => toRows(data ?? []), [data]);
  const everyId = useMemo(() => allIds(rows), [rows]);
  const reload = () => queryClient.invalidateQueries({ queryKey: menuKeys.all });

  const handleDelete = async (row: MenuRow) => {
    if (!(await confirmDelete())) return;
    const done = await menusApi.remove(row.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    feedback.success(t('menus.deleted'));
    await reload();
  };

  const handleToggle = async (row: MenuRow, on: boolean) => {
    const ok = await menusApi.toggleState(row.id).then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(t(on ? 'menus.enabled' : 'menus.disabled'));
    await reload();
  };

  return (
    <Card className="menus-page" data-testid="menus-page">
      <Typography.Title level={1} className="menus-title">
        {title}
      </Typography.Title>
      <div className="menus-toolbar">
        <Select
          value={systemId || undefined}
          onChange={(v: string) => {
            setChosenSystem(v);
            setExpanded(undefined);
          }}
          options={(systems.data ?? []).map((s) => ({ value: s.id, label: s.fullName }))}
          aria-label={t('menus.system')}
          style={{ width: 180 }}
          data-testid="menus-system"
        />
        <Segmented<MenuCategory>
          value={category}
          onChange={(v) => {
            setCategory(v);
            setExpanded(undefined);
          }}
          options={[
            { value: 'Web', label: t('menus.category.Web') },
            { value: 'App', label: t('menus.category.App') },
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('menus.keyword')}
          placeholder={t('menus.keyword')}
          enterButton={t('menus.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setExpanded(undefined);
          }}
          style={{ width: 280, maxWidth: '100%' }}
          data-testid="menus-keyword"
        />
        <div className="menus-toolbar-end">
          <Button onClick={() => setExpanded(expanded?.length ? [] : everyId)}>
            {t(expanded?.length ? 'menus.collapseAll' : 'menus.expandAll')}
          </Button>
          <Button onClick={() => void reload()}>{t('menus.refresh')}</Button>
          <Button onClick={() => setSystemsOpen(true)} data-testid="menus-systems">
            {t('menus.systems')}
          </Button>
          <Auth code="btn_add">
            <Button type="primary" onClick={() => openEditor({})} data-testid="menus-add">
              {t('menus.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<MenuRow>
        rowKey="id"
        size="middle"
        loading={isFetching || systems.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1180 }}
        locale={{ emptyText: <EmptyState /> }}
        expandable={{
          expandedRowKeys: expanded ?? (keyword ? everyId : []),
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
        columns={[
          {
            title: t('menus.field.fullName'),
            dataIndex: 'fullName',
            width: 240,
            render: (_: string, row) => <MenuName row={row} />,
          },
          { title: t('menus.field.enCode'), dataIndex: 'enCode', width: 200, ellipsis: true },
          {
            title: t('menus.field.type'),
            dataIndex: 'type',
            width: 90,
            render: (v: number) => <Tag color={typeColor(v)}>{t(typeKey(v))}</Tag>,
          },
          {
            title: t('menus.field.urlAddress'),
            dataIndex: 'urlAddress',
            ellipsis: true,
            render: (v: string) => <span className="menus-url">{v}</span>,
          },
          { title: t('menus.field.sortCode'), dataIndex: 'sortCode', width: 70 },
          {
            title: t('menus.field.enabledMark'),
            dataIndex: 'enabledMark',
            width: 80,
            render: (v: number, row) => (
              <Switch
                size="small"
                checked={v === 1}
                disabled={!can('btn_edit')}
                aria-label={`${row.fullName} ${t('menus.field.enabledMark')}`}
                onChange={(on) => void handleToggle(row, on)}
              />
            ),
          },
          {
            title: t('menus.actions'),
            key: 'actions',
            width: 250,
            fixed: screens.md ? 'right' : undefined,
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                <Auth code="btn_edit">
                  <Button type="link" size="small" onClick={() => openEditor({ row })}>
                    {t('menus.edit')}
                  </Button>
                </Auth>
                {isDirectory(row.type) ? (
                  <Auth code="btn_add">
                    <Button type="link" size="small" onClick={() => openEditor({ parentId: row.id })}>
                      {t('menus.addChild')}
                    </Button>
                  </Auth>
                ) : (
                  <Button type="link" size="small" onClick={() => setResourcesOf(row)}>
                    {t('menus.resources')}
                  </Button>
                )}
                <Auth code="btn_remove">
                  <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                    {t('menus.delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <MenuForm
        key={formKey}
        editing={editing}
        systemId={systemId}
        category={category}
        onClose={() => setEditing(undefined)}
      />
      <ResourcesDrawer menu={resourcesOf} onClose={() => setResourcesOf(undefined)} />
      <SystemsModal open={systemsOpen} onClose={() => setSystemsOpen(false)} />
    </Card>
  );
}

import { Button, Segmented, Select, Tag, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DIRECTORY_TYPES, type MenuCategory } from '@tessera/shared';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminListPage,
  deleteNamed,
  listColumn,
  rowAction,
  type AdminListView,
} from '@/components/admin-list-page';
import { FolderIcon, LinkIcon, PageIcon } from '@/components/icons';
import { useMenuTitle } from '@/components/permission';
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
  const queryClient = useQueryClient();
  const [chosenSystem, setChosenSystem] = useState<string>();
  const [category, setCategory] = useState<MenuCategory>('Web');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<MenuEditing>();
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
    if (await deleteNamed(row.fullName, () => menusApi.remove(row.id))) await reload();
  };

  const handleToggle = async (row: MenuRow) => {
    const ok = await menusApi.toggleState(row.id).then(
      () => true,
      () => false, // the http client already showed the reason
    );
    if (ok) feedback.success(t(row.enabledMark === 1 ? 'menus.disabled' : 'menus.enabled'));
    await reload();
  };

  // a new search, system or category starts with its own expansion (a search opens every match)
  const search = (value: string) => {
    setText(value);
    setKeyword(value.trim());
    setExpanded(undefined);
  };
  const list: AdminListView<MenuRow> = {
    rows,
    loading: isFetching || systems.isFetching,
    keyword: text,
    setKeyword: setText,
    search,
    reset: () => search(''),
    reload,
  };

  return (
    <AdminListPage<MenuRow>
      title={title}
      testId="menus-page"
      list={list}
      search={{ placeholder: t('menus.keyword'), testId: 'menus-keyword' }}
      filters={
        <>
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
        </>
      }
      actions={
        <>
          <Button onClick={() => setExpanded(expanded?.length ? [] : everyId)}>
            {t(expanded?.length ? 'menus.collapseAll' : 'menus.expandAll')}
          </Button>
          <Button onClick={() => setSystemsOpen(true)} data-testid="menus-systems">
            {t('menus.systems')}
          </Button>
        </>
      }
      add={{ text: t('menus.add'), testId: 'menus-add', onClick: () => setEditing({}) }}
      table={{
        pagination: false,
        expandable: {
          expandedRowKeys: expanded ?? (keyword ? everyId : []),
          onExpandedRowsChange: (keys) => setExpanded(keys),
        },
      }}
      // 1100 px in all: the whole tree fits beside the sidebar at 1440 px, phones scroll it
      columns={[
        {
          title: t('menus.field.fullName'),
          dataIndex: 'fullName',
          width: 230,
          render: (_: string, row) => <MenuName row={row} />,
        },
        { title: t('menus.field.enCode'), dataIndex: 'enCode', width: 180, ellipsis: true },
        {
          title: t('menus.field.type'),
          dataIndex: 'type',
          width: 90,
          render: (v: number) => <Tag color={typeColor(v)}>{t(typeKey(v))}</Tag>,
        },
        {
          title: t('menus.field.urlAddress'),
          dataIndex: 'urlAddress',
          width: 220,
          ellipsis: true,
          render: (v: string) => <span className="menus-url">{v}</span>,
        },
        { title: t('menus.field.sortCode'), dataIndex: 'sortCode', width: 70 },
        listColumn.status<MenuRow>({
          title: t('menus.field.enabledMark'),
          onToggle: (row) => void handleToggle(row),
          testId: (row) => `menu-state-${row.enCode}`,
        }),
        // the row's own action first: on phones it stays a link while the rest fold under "More"
        listColumn.actions<MenuRow>(
          (row) => [
            isDirectory(row.type)
              ? {
                  key: 'addChild',
                  label: t('menus.addChild'),
                  code: 'btn_add',
                  onClick: () => setEditing({ parentId: row.id }),
                }
              : { key: 'resources', label: t('menus.resources'), onClick: () => setResourcesOf(row) },
            rowAction.edit(() => setEditing({ row })),
            rowAction.remove(() => void handleDelete(row)),
          ],
          { width: 190 },
        ),
      ]}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing && (
        <MenuForm
          editing={editing}
          systemId={systemId}
          category={category}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ResourcesDrawer menu={resourcesOf} onClose={() => setResourcesOf(undefined)} />
      <SystemsModal open={systemsOpen} onClose={() => setSystemsOpen(false)} />
    </AdminListPage>
  );
}

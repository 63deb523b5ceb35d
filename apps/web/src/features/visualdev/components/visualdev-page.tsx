import type { VisualDevItem } from '@tessera/shared';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminListPage,
  ask,
  listColumn,
  rowAction,
  useAdminList,
  useEditing,
} from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { visualDevApi, type VisualDevQuery } from '../api/visualdev-api';
import { visualDevKeys, visualDevListOptions } from '../api/visualdev-queries';
import { importDesign } from '../import-design';
import { DesignerModal } from './designer-modal';
import { ReleaseDialog } from './release-dialog';
import { CATEGORY_DICTIONARY, VisualDevForm } from './visualdev-form';

const FIRST: VisualDevQuery = { currentPage: 1, pageSize: 20 };
const STATE_COLOR = ['default', 'success', 'warning'] as const;

/** onlineDev/webDesign (功能设计): designs by category; create, edit, design, copy, release, roll back, delete. */
export default function VisualDevPage() {
  const { t } = useTranslation();
  const basics = useEditing<{ row?: VisualDevItem }>();
  const [designing, setDesigning] = useState<string>();
  const [releasing, setReleasing] = useState<VisualDevItem>();
  const { options: categoryOptions } = useDictionaryOptions(CATEGORY_DICTIONARY);
  const categories = useMemo(
    () => categoryOptions.map((c) => ({ value: String(c.value), label: String(c.label) })),
    [categoryOptions],
  );
  const list = useAdminList({
    first: FIRST,
    list: visualDevListOptions,
    invalidate: visualDevKeys.lists(),
    remove: (row) => visualDevApi.remove(row.id),
    keepOnReset: ['category'],
  });
  const rollback = async (row: VisualDevItem) => {
    if (!(await ask({ content: t('visualdev.rollbackConfirm'), danger: true }))) return;
    await list.act(() => visualDevApi.rollback(row.id), t('visualdev.rolledBack'));
  };

  return (
    <AdminListPage<VisualDevItem>
      title={t('visualdev.title')}
      testId="visualdev-page"
      list={list}
      search={{ placeholder: t('visualdev.keyword'), testId: 'visualdev-keyword' }}
      resetButton
      importFile={{
        text: t('visualdev.designer.jsonImport'),
        testId: 'visualdev-import',
        onFile: (file) => void list.act(() => importDesign(file), t('adminTable.saved')),
      }}
      add={{ text: t('visualdev.add'), testId: 'visualdev-add', onClick: () => basics.edit({}) }}
      categories={{
        label: t('visualdev.field.category'),
        allLabel: t('visualdev.allCategories'),
        categories,
        value: list.query.category,
        onChange: (category) => list.filter({ category }),
      }}
      columns={[
        {
          title: t('visualdev.field.fullName'),
          dataIndex: 'fullName',
          sorter: true,
          ellipsis: true,
          width: 160,
        },
        { title: t('visualdev.field.enCode'), dataIndex: 'enCode', sorter: true, ellipsis: true, width: 140 },
        {
          title: t('visualdev.field.category'),
          dataIndex: 'category',
          width: 110,
          render: (v: string | null) => (v ? (categories.find((c) => c.value === v)?.label ?? v) : '—'),
        },
        {
          title: t('visualdev.field.webType'),
          dataIndex: 'webType',
          width: 110,
          render: (v: number) => t(`visualdev.webType.${v}`),
        },
        {
          title: t('visualdev.field.state'),
          dataIndex: 'state',
          width: 90,
          render: (v: number) => (
            <Tag color={STATE_COLOR[v] ?? 'default'} data-testid="visualdev-state">
              {t(`visualdev.state.${v}`)}
            </Tag>
          ),
        },
        listColumn.date<VisualDevItem>(t('visualdev.field.lastModifyTime'), 'lastModifyTime', { width: 150 }),
        listColumn.actions<VisualDevItem>(
          (row) => [
            {
              key: 'design',
              label: t('visualdev.design'),
              code: 'btn_edit',
              onClick: () => setDesigning(row.id),
              testId: `visualdev-design-${row.enCode}`,
            },
            rowAction.edit(() => basics.edit({ row })),
            {
              key: 'release',
              label: t('visualdev.release'),
              code: 'btn_edit',
              onClick: () => setReleasing(row),
              testId: `visualdev-release-${row.enCode}`,
            },
            row.state === 2 && {
              key: 'rollback',
              label: t('visualdev.rollback'),
              code: 'btn_edit',
              onClick: () => void rollback(row),
            },
            {
              key: 'copy',
              label: t('visualdev.copy'),
              code: 'btn_add',
              onClick: () => void list.act(() => visualDevApi.copy(row.id), t('visualdev.copied')),
            },
            rowAction.exportJson(row.fullName, () => visualDevApi.info(row.id)),
            rowAction.remove(() => void list.remove(row)),
          ],
          { width: 190 },
        ),
      ]}
    >
      {basics.editing && (
        <VisualDevForm row={basics.editing.row} onClose={basics.close} onCreated={(id) => setDesigning(id)} />
      )}
      {designing && <DesignerModal id={designing} onClose={() => setDesigning(undefined)} />}
      {releasing && <ReleaseDialog row={releasing} onClose={() => setReleasing(undefined)} />}
    </AdminListPage>
  );
}

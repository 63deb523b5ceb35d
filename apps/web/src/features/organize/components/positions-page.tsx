import type { PositionItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { AdminListPage, codeName, useAdminList, useEditing } from '@/components/admin-list-page';
import { OrganizeFilterTree } from '@/components/admin-table';
import { organizeTreeSource } from '../api/organize-api';
import { organizeKeys } from '../api/organize-queries';
import { positionsApi, type PositionQuery } from '../api/positions-api';
import { positionKeys, positionQueries } from '../api/positions-queries';
import { PositionForm } from './position-form';
import { leadColumns, tailColumns } from './record-columns';

const FIRST: PositionQuery = { currentPage: 1, pageSize: 20 };

/** permission/position: organisation tree filtering a paged table of positions; add, edit, delete. */
export default function PositionsPage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: PositionItem; organizeId?: string }>();
  const kinds = [
    { value: '1', label: t('organize.position.typeLeader') },
    { value: '2', label: t('organize.position.typeStaff') },
  ];
  const list = useAdminList({
    first: FIRST,
    list: positionQueries.list,
    invalidate: positionKeys.lists(),
    remove: (row) => positionsApi.remove(row.id),
  });

  return (
    <AdminListPage<PositionItem>
      title={t('organize.position.title')}
      testId="positions-page"
      list={list}
      search={{ placeholder: t('organize.keyword'), testId: 'positions-keyword' }}
      add={{
        text: t('organize.position.add'),
        testId: 'positions-add',
        onClick: () => form.edit({ organizeId: list.query.organizeId }),
      }}
      tree={(compact) => (
        <OrganizeFilterTree
          source={organizeTreeSource}
          sourceKey={organizeKeys.tree}
          value={list.query.organizeId}
          compact={compact}
          onChange={(organizeId) => list.filter({ organizeId })}
        />
      )}
      table={{ scroll: { x: 1150 } }}
      columns={[
        ...leadColumns<PositionItem>(t),
        { title: t('organize.field.organize'), dataIndex: 'organize', ellipsis: true, width: 200 },
        {
          title: t('organize.field.type'),
          dataIndex: 'type',
          width: 100,
          render: (v: string | null) => codeName(v, { options: kinds }),
        },
        ...tailColumns<PositionItem>(t, {
          onEdit: (row) => form.edit({ row }),
          onDelete: (row) => void list.remove(row),
        }),
      ]}
    >
      <PositionForm editing={form.editing} onClose={form.close} />
    </AdminListPage>
  );
}

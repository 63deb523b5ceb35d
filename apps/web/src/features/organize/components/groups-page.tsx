import type { GroupItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { AdminListPage, codeName, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { groupsApi, type GroupQuery } from '../api/groups-api';
import { groupKeys, groupQueries } from '../api/groups-queries';
import { GroupForm } from './group-form';
import { leadColumns, tailColumns } from './record-columns';

const FIRST: GroupQuery = { currentPage: 1, pageSize: 20 };

/** permission/group: permission groups in a paged table; add, edit, delete. */
export default function GroupsPage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: GroupItem }>();
  const { options: kinds } = useDictionaryOptions('groupType');
  const list = useAdminList({
    first: FIRST,
    list: groupQueries.list,
    invalidate: groupKeys.lists(),
    remove: (row) => groupsApi.remove(row.id),
  });

  return (
    <AdminListPage<GroupItem>
      title={t('organize.group.title')}
      testId="groups-page"
      list={list}
      search={{ placeholder: t('organize.keyword'), testId: 'groups-keyword' }}
      add={{ text: t('organize.group.add'), testId: 'groups-add', onClick: () => form.edit({}) }}
      table={{ scroll: { x: 980 } }}
      columns={[
        ...leadColumns<GroupItem>(t),
        {
          title: t('organize.field.type'),
          dataIndex: 'type',
          width: 140,
          render: (v: string | null) => codeName(v, { prefix: 'organize.groupKind', options: kinds }),
        },
        ...tailColumns<GroupItem>(t, {
          onEdit: (row) => form.edit({ row }),
          onDelete: (row) => void list.remove(row),
        }),
      ]}
    >
      <GroupForm editing={form.editing} onClose={form.close} />
    </AdminListPage>
  );
}

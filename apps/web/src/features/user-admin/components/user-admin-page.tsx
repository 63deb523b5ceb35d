import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminList, useEditing } from '@/components/admin-list-page';
import { OrganizeFilterTree } from '@/components/admin-table';
import { useColumnPermission, usePermission } from '@/components/permission';
import { selectorsApi } from '../api/selectors-api';
import { usersApi, type UserQuery, type UserRow } from '../api/user-admin-api';
import { userKeys, userQueries } from '../api/user-admin-queries';
import { withPresentFields } from '../user-admin-rules';
import { InitialPasswordDialog, type ShownPassword } from './initial-password-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userColumns } from './user-columns';
import { UserDetail } from './user-detail';
import { UserExcelButtons } from './user-excel-buttons';
import { UserForm } from './user-form';

const FIRST: UserQuery = { currentPage: 1, pageSize: 20 };

/**
 * permission/user: organisation tree filtering a paged table of users; add, edit, delete, state,
 * reset password, unlock and detail, each behind its button code; columns by column authorisation.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const filterColumns = useColumnPermission();
  /** null: a new user; an id: that user. */
  const form = useEditing<string | null>();
  const [resetting, setResetting] = useState<UserRow>();
  const [viewing, setViewing] = useState<string>();
  // a generated initial password, kept only until its dialog closes
  const [shown, setShown] = useState<ShownPassword>();
  const list = useAdminList({
    first: FIRST,
    list: userQueries.list,
    invalidate: userKeys.lists(),
    remove: (row: UserRow) => usersApi.remove(row.id),
    keepOnReset: ['organizeId'],
  });

  const columns = withPresentFields(
    filterColumns(
      userColumns(t, {
        canEdit: can('btn_edit'),
        canRemove: can('btn_remove'),
        onEdit: (row) => form.edit(row.id),
        onDelete: (row) => void list.remove(row),
        onToggle: (row) => void list.act(() => usersApi.toggleState(row.id), t('users.stateChanged')),
        onResetPassword: setResetting,
        onUnlock: (row) => void list.act(() => usersApi.unlock(row.id), t('users.unlocked')),
        onDetail: (row) => setViewing(row.id),
        pinned: true,
      }),
    ),
    list.rows,
  );

  return (
    <AdminListPage<UserRow>
      title={t('users.title')}
      testId="users-page"
      list={list}
      search={{ placeholder: t('users.keyword'), testId: 'users-keyword', buttonText: t('users.search') }}
      resetButton={{ testId: 'users-reset' }}
      actions={<UserExcelButtons onImported={() => void list.reload()} query={list.query} />}
      add={{ text: t('users.add'), testId: 'users-add', onClick: () => form.edit(null) }}
      tree={(compact) => (
        <OrganizeFilterTree
          source={selectorsApi.organizes}
          sourceKey={userKeys.organizeTree()}
          value={list.query.organizeId}
          compact={compact}
          onChange={(organizeId) => list.filter({ organizeId })}
        />
      )}
      table={{ 'data-testid': 'users-table', scroll: { x: 1150 } }}
      columns={columns}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing !== undefined && (
        <UserForm
          editing={form.editing}
          defaultOrganizeId={list.query.organizeId}
          onClose={form.close}
          onPasswordGenerated={setShown}
        />
      )}
      <ResetPasswordDialog
        user={resetting}
        onClose={() => setResetting(undefined)}
        onPasswordGenerated={setShown}
      />
      <InitialPasswordDialog shown={shown} onClose={() => setShown(undefined)} />
      <UserDetail userId={viewing} onClose={() => setViewing(undefined)} />
    </AdminListPage>
  );
}

import { Button, Card, Grid, Input, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizeFilterTree, pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { DataTable } from '@/components/data-table';
import { Auth, useColumnPermission, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { selectorsApi } from '../api/selectors-api';
import { usersApi, type UserQuery, type UserRow } from '../api/user-admin-api';
import { withPresentFields } from '../user-admin-rules';
import { ResetPasswordDialog } from './reset-password-dialog';
import { userColumns } from './user-columns';
import { UserDetail } from './user-detail';
import { UserForm } from './user-form';
import '@/components/admin-table/admin-table.css';
import { UserExcelButtons } from './user-excel-buttons';

const FIRST: UserQuery = { currentPage: 1, pageSize: 20 };
/** Query key of the organisation tree beside the table. */
const ORGANIZE_SOURCE_KEY = ['users', 'sel', 'organizes'] as const;

/**
 * permission/user: organisation tree filtering a paged table of users; add, edit, delete, state,
 * reset password, unlock and detail, each behind its button code; columns by column authorisation.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const can = usePermission();
  const filterColumns = useColumnPermission();
  const [query, setQuery] = useState<UserQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<string | null>();
  const [resetting, setResetting] = useState<UserRow>();
  const [viewing, setViewing] = useState<string>();
  const { data, isFetching } = useQuery({
    queryKey: ['users', 'list', query],
    queryFn: () => usersApi.list(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
  const rows = data?.list ?? [];

  /** Runs a row action; a refusal was already shown by the http client. */
  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };

  const handleDelete = async (row: UserRow) => {
    if (!(await confirmDelete())) return;
    await act(() => usersApi.remove(row.id), t('users.deleted'));
  };

  const columns = withPresentFields(
    filterColumns(
      userColumns(t, {
        canEdit: can('btn_edit'),
        canRemove: can('btn_remove'),
        onEdit: (row) => setEditing(row.id),
        onDelete: (row) => void handleDelete(row),
        onToggle: (row) => void act(() => usersApi.toggleState(row.id), t('users.stateChanged')),
        onResetPassword: setResetting,
        onUnlock: (row) => void act(() => usersApi.unlock(row.id), t('users.unlocked')),
        onDetail: (row) => setViewing(row.id),
        pinned: !!screens.md,
      }),
    ),
    rows,
  );

  return (
    <Card className="admin-page" data-testid="users-page">
      <Typography.Title level={1} className="admin-title">
        {t('users.title')}
      </Typography.Title>
      <div className="admin-split">
        <OrganizeFilterTree
          source={selectorsApi.organizes}
          sourceKey={ORGANIZE_SOURCE_KEY}
          value={query.organizeId}
          compact={!screens.md}
          onChange={(organizeId) => setQuery((q) => ({ ...q, organizeId, currentPage: 1 }))}
        />
        <div>
          <div className="admin-toolbar">
            <Input.Search
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-label={t('users.keyword')}
              placeholder={t('users.keyword')}
              enterButton={t('users.search')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
              style={{ width: 320, maxWidth: '100%' }}
              data-testid="users-keyword"
            />
            <Button
              onClick={() => {
                setKeyword('');
                setQuery((q) => ({ ...FIRST, pageSize: q.pageSize, organizeId: q.organizeId }));
              }}
              data-testid="users-reset"
            >
              {t('users.reset')}
            </Button>
            <div className="admin-toolbar-end">
              <UserExcelButtons onImported={() => void reload()} query={query} />
              <Button onClick={() => void reload()}>{t('users.refresh')}</Button>
              <Auth code="btn_add">
                <Button type="primary" onClick={() => setEditing(null)} data-testid="users-add">
                  {t('users.add')}
                </Button>
              </Auth>
            </div>
          </div>
          <DataTable<UserRow>
            data-testid="users-table"
            rowKey="id"
            size="middle"
            loading={isFetching}
            dataSource={rows}
            scroll={{ x: 1150 }}
            {...pagedTableProps<UserRow, UserQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
            columns={columns}
          />
        </div>
      </div>
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing !== undefined && (
        <UserForm
          editing={editing}
          defaultOrganizeId={query.organizeId}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <UserDetail userId={viewing} onClose={() => setViewing(undefined)} />
    </Card>
  );
}

import { Button, Dropdown, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../api/user-admin-api';
import { genderLabel } from './user-form';

/** Whether a user is locked out after wrong passwords (state 2, or a timed lock still running). */
export const isLocked = (row: UserRow) =>
  row.enabledMark === 2 ||
  (row.unlockTime !== null && row.unlockTime !== undefined && row.unlockTime > Date.now());

/** The on/off/locked tag of a user. */
export function StateTag({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  if (value === 1) return <Tag color="green">{t('users.state.on')}</Tag>;
  if (value === 2) return <Tag color="orange">{t('users.state.locked')}</Tag>;
  return <Tag>{t('users.state.off')}</Tag>;
}

/** What the row actions may do (each already checked against its button code). */
export interface UserActions {
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
  onToggle: (row: UserRow) => void;
  onResetPassword: (row: UserRow) => void;
  onUnlock: (row: UserRow) => void;
  onDetail: (row: UserRow) => void;
  pinned: boolean;
}

const dash = (v: string | null | undefined) => v || '—';

/**
 * The users table's columns. Keys are the column permission codes (`organizeName` for the
 * organisation), so `useColumnPermission` can drop the ones the menu does not grant.
 */
export function userColumns(t: TFunction, a: UserActions): ColumnsType<UserRow> {
  return [
    {
      title: t('users.field.account'),
      key: 'account',
      dataIndex: 'account',
      sorter: true,
      width: 130,
      render: dash,
    },
    {
      title: t('users.field.realName'),
      key: 'realName',
      dataIndex: 'realName',
      sorter: true,
      width: 120,
      render: dash,
    },
    {
      title: t('users.field.gender'),
      key: 'gender',
      dataIndex: 'gender',
      width: 80,
      render: (g: number | null | undefined) => genderLabel(t, g),
    },
    {
      title: t('users.field.mobilePhone'),
      key: 'mobilePhone',
      dataIndex: 'mobilePhone',
      width: 130,
      render: dash,
    },
    {
      title: t('users.field.enabledMark'),
      key: 'enabledMark',
      dataIndex: 'enabledMark',
      width: 80,
      render: (v: number | undefined, row) =>
        v === 2 || !a.canEdit || row.isAdministrator === 1 ? (
          <StateTag value={v} />
        ) : (
          <Switch
            size="small"
            checked={v === 1}
            aria-label={t('users.field.enabledMark')}
            onChange={() => a.onToggle(row)}
            data-testid={`user-state-${row.account ?? row.id}`}
          />
        ),
    },
    {
      title: t('users.field.organize'),
      key: 'organizeName',
      dataIndex: 'organize',
      ellipsis: true,
      width: 200,
      render: dash,
    },
    { title: t('users.field.sortCode'), key: 'sortCode', dataIndex: 'sortCode', sorter: true, width: 70 },
    {
      title: t('users.field.creatorTime'),
      key: 'creatorTime',
      dataIndex: 'creatorTime',
      sorter: true,
      width: 170,
      render: (v: number | undefined) => (v ? formatDate(v) : '—'),
    },
    {
      title: t('users.actions'),
      key: 'actions',
      width: 160,
      fixed: a.pinned ? 'right' : undefined,
      render: (_: unknown, row) => (
        <Space size={0}>
          {a.canEdit && (
            <Button type="link" size="small" onClick={() => a.onEdit(row)}>
              {t('users.edit')}
            </Button>
          )}
          {a.canRemove && (
            <Button type="link" size="small" danger onClick={() => a.onDelete(row)}>
              {t('users.delete')}
            </Button>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(a.canEdit ? [{ key: 'reset', label: t('users.resetPassword') }] : []),
                ...(a.canEdit && isLocked(row) ? [{ key: 'unlock', label: t('users.unlock') }] : []),
                { key: 'detail', label: t('users.detail') },
              ],
              onClick: ({ key }) => {
                if (key === 'reset') a.onResetPassword(row);
                if (key === 'unlock') a.onUnlock(row);
                if (key === 'detail') a.onDetail(row);
              },
            }}
          >
            <Button type="link" size="small" data-testid={`user-more-${row.account ?? row.id}`}>
              {t('users.more')}
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];
}

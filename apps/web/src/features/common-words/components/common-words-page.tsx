import { Button, Select, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatDate } from '@tessera/shared';
import type { CommonWordsItem } from '@tessera/shared/common-words.contract';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminList, useEditing } from '@/components/admin-list-page';
import { Auth } from '@/components/permission';
import { commonWordsApi, type CommonWordsQuery } from '../api/common-words-api';
import { commonWordsKeys, commonWordsQueries } from '../api/common-words-queries';
import { CommonWordsForm } from './common-words-form';

const FIRST: CommonWordsQuery = { currentPage: 1, pageSize: 20 };

/** system/commonWords: a paged table of the system phrases and the caller's own; add, edit, delete. */
export default function CommonWordsPage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: CommonWordsItem }>();
  const list = useAdminList({
    first: FIRST,
    list: commonWordsQueries.list,
    invalidate: commonWordsKeys.all,
    remove: (row) => commonWordsApi.remove(row.id),
  });
  const typeText = (v: number) => t(v === 1 ? 'commonWords.type.personal' : 'commonWords.type.system');

  const columns: ColumnType<CommonWordsItem>[] = [
    {
      title: t('commonWords.field.text'),
      dataIndex: 'commonWordsText',
      sorter: true,
      ellipsis: true,
      width: 220,
    },
    {
      title: t('commonWords.field.type'),
      dataIndex: 'commonWordsType',
      sorter: true,
      width: 100,
      render: (v: number) => <Tag color={v === 1 ? 'blue' : undefined}>{typeText(v)}</Tag>,
    },
    { title: t('commonWords.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 90 },
    {
      title: t('commonWords.field.enabledMark'),
      dataIndex: 'enabledMark',
      width: 90,
      render: (v: number) =>
        v === 1 ? (
          <Tag color="green">{t('commonWords.state.on')}</Tag>
        ) : (
          <Tag>{t('commonWords.state.off')}</Tag>
        ),
    },
    {
      title: t('commonWords.field.creatorTime'),
      dataIndex: 'creatorTime',
      sorter: true,
      width: 170,
      render: (v: number) => formatDate(v),
    },
    {
      title: t('commonWords.actions'),
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth code="btn_edit">
            <Button
              type="link"
              size="small"
              onClick={() => form.edit({ row })}
              data-testid="common-words-edit"
            >
              {t('commonWords.edit')}
            </Button>
          </Auth>
          <Auth code="btn_remove">
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void list.remove(row)}
              data-testid="common-words-delete"
            >
              {t('commonWords.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<CommonWordsItem>
      title={t('commonWords.title')}
      testId="common-words-page"
      list={list}
      search={{ placeholder: t('commonWords.keyword'), testId: 'common-words-keyword' }}
      filters={
        <Select<0 | 1>
          allowClear
          value={list.query.type}
          onChange={(type) => list.filter({ type })}
          placeholder={t('commonWords.type.all')}
          aria-label={t('commonWords.field.type')}
          style={{ width: 140 }}
          options={[
            { value: 0, label: t('commonWords.type.system') },
            { value: 1, label: t('commonWords.type.personal') },
          ]}
          data-testid="common-words-type-filter"
        />
      }
      resetButton
      add={{ text: t('commonWords.add'), testId: 'common-words-add', onClick: () => form.edit({}) }}
      table={{ scroll: { x: 810 } }}
      columns={columns}
    >
      {form.editing && <CommonWordsForm row={form.editing.row} onClose={form.close} />}
    </AdminListPage>
  );
}

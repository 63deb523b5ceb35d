import { Select, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { CommonWordsItem } from '@tessera/shared/common-words.contract';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
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
    listColumn.status<CommonWordsItem>({ title: t('commonWords.field.enabledMark') }),
    listColumn.date<CommonWordsItem>(t('commonWords.field.creatorTime'), 'creatorTime', { sorter: true }),
    listColumn.actions<CommonWordsItem>(
      (row) => [
        rowAction.edit(() => form.edit({ row }), { testId: 'common-words-edit' }),
        rowAction.remove(() => void list.remove(row), { testId: 'common-words-delete' }),
      ],
      { width: 140 },
    ),
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
      columns={columns}
    >
      {form.editing && <CommonWordsForm row={form.editing.row} onClose={form.close} />}
    </AdminListPage>
  );
}

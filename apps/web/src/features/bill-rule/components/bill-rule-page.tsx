import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { previewBillNumber, type BillRuleItem } from '@tessera/shared';
import type { HTMLAttributes } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { billRuleApi, type BillRuleQuery } from '../api/bill-rule-api';
import { billRuleKeys, billRuleListOptions } from '../api/bill-rule-queries';
import { BillRuleForm } from './bill-rule-form';
import './bill-rule.css';

const FIRST: BillRuleQuery = { currentPage: 1, pageSize: 20 };

/** system/billRule: numbering rules by business category; add, edit, state, export, import, delete. */
export default function BillRulePage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: BillRuleItem }>();
  const list = useAdminList({
    first: FIRST,
    list: billRuleListOptions,
    invalidate: billRuleKeys.lists(),
    remove: (row) => billRuleApi.remove(row.id),
    keepOnReset: ['categoryId'],
  });
  const { options: categories } = useDictionaryOptions('businessType');
  const categoryName = useMemo(() => new Map(categories.map((c) => [c.value, c.label])), [categories]);

  const columns: ColumnType<BillRuleItem>[] = [
    { title: t('billRule.field.fullName'), dataIndex: 'fullName', sorter: true, ellipsis: true, width: 150 },
    { title: t('billRule.field.enCode'), dataIndex: 'enCode', sorter: true, width: 140, ellipsis: true },
    {
      title: t('billRule.field.categoryId'),
      dataIndex: 'categoryId',
      width: 100,
      render: (v: string | null) => (v ? (categoryName.get(v) ?? v) : '—'),
    },
    {
      title: t('billRule.field.outputNumber'),
      dataIndex: 'outputNumber',
      width: 200,
      ellipsis: true,
      render: (v: string | null) =>
        v ? (
          <span className="bill-rule-number" data-testid="bill-rule-output">
            {v}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('billRule.noneIssued')}</Typography.Text>
        ),
    },
    {
      title: t('billRule.field.preview'),
      key: 'preview',
      width: 230,
      ellipsis: true,
      render: (_: unknown, row) => (
        <span className="bill-rule-number" data-testid="bill-rule-preview">
          {previewBillNumber(row)}
        </span>
      ),
    },
    {
      title: t('billRule.field.type'),
      dataIndex: 'type',
      width: 120,
      render: (v: number) => t(`billRule.type.${v}`),
    },
    listColumn.status<BillRuleItem>({
      title: t('billRule.field.enabledMark'),
      onToggle: (row) => void list.act(() => billRuleApi.toggleState(row.id), t('billRule.stateChanged')),
      testId: (row) => `bill-rule-state-${row.enCode}`,
    }),
    listColumn.date<BillRuleItem>(t('billRule.field.creatorTime'), 'creatorTime', {
      sorter: true,
      width: 160,
    }),
    listColumn.actions<BillRuleItem>(
      (row) => [
        rowAction.edit(() => form.edit({ row })),
        rowAction.exportJson(row.enCode, () => billRuleApi.exportFile(row.id)),
        rowAction.remove(() => void list.remove(row)),
      ],
      { width: 170 },
    ),
  ];

  return (
    <AdminListPage<BillRuleItem>
      title={t('billRule.title')}
      testId="bill-rule-page"
      list={list}
      search={{ placeholder: t('billRule.keyword'), testId: 'bill-rule-keyword' }}
      resetButton
      refreshTestId="bill-rule-refresh"
      importFile={{
        text: t('billRule.import'),
        testId: 'bill-rule-import',
        onFile: (file) => void list.act(() => billRuleApi.importFile(file), t('billRule.imported')),
      }}
      add={{ text: t('billRule.add'), testId: 'bill-rule-add', onClick: () => form.edit({}) }}
      categories={{
        label: t('billRule.field.categoryId'),
        allLabel: t('billRule.allCategories'),
        categories,
        value: list.query.categoryId,
        onChange: (categoryId) => list.filter({ categoryId }),
      }}
      table={{
        onRow: (row) => ({ 'data-testid': `bill-rule-row-${row.enCode}` }) as HTMLAttributes<HTMLElement>,
      }}
      columns={columns}
    >
      {form.editing && <BillRuleForm row={form.editing.row} onClose={form.close} />}
    </AdminListPage>
  );
}

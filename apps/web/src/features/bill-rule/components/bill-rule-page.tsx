import { Button, Space, Switch, Tag, Typography, Upload } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatDate, previewBillNumber, type BillRuleItem } from '@tessera/shared';
import type { HTMLAttributes } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, CategoryNav, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { Auth, usePermission } from '@/components/permission';
import { billRuleApi, type BillRuleQuery } from '../api/bill-rule-api';
import { billRuleKeys, billRuleListOptions } from '../api/bill-rule-queries';
import { BillRuleForm } from './bill-rule-form';
import './bill-rule.css';

const FIRST: BillRuleQuery = { currentPage: 1, pageSize: 20 };

/** Saves an export file as JSON. */
function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** system/billRule: numbering rules by business category; add, edit, state, export, import, delete. */
export default function BillRulePage() {
  const { t } = useTranslation();
  const can = usePermission();
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
  const handleExport = async (row: BillRuleItem) => {
    const file = await billRuleApi.exportFile(row.id).catch(() => undefined);
    if (file) saveJson(row.enCode, file);
  };

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
    {
      title: t('billRule.field.enabledMark'),
      dataIndex: 'enabledMark',
      width: 80,
      render: (v: number, row) =>
        can('btn_edit') ? (
          <Switch
            size="small"
            checked={v === 1}
            aria-label={t('billRule.field.enabledMark')}
            onChange={() => void list.act(() => billRuleApi.toggleState(row.id), t('billRule.stateChanged'))}
            data-testid={`bill-rule-state-${row.enCode}`}
          />
        ) : (
          <Tag color={v === 1 ? 'green' : undefined}>
            {t(v === 1 ? 'billRule.state.on' : 'billRule.state.off')}
          </Tag>
        ),
    },
    {
      title: t('billRule.field.creatorTime'),
      dataIndex: 'creatorTime',
      sorter: true,
      width: 160,
      render: (v: number) => formatDate(v),
    },
    {
      title: t('users.actions'),
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Auth code="btn_edit">
            <Button type="link" size="small" onClick={() => form.edit({ row })}>
              {t('users.edit')}
            </Button>
          </Auth>
          <Auth code="btn_download">
            <Button type="link" size="small" onClick={() => void handleExport(row)}>
              {t('billRule.export')}
            </Button>
          </Auth>
          <Auth code="btn_remove">
            <Button type="link" size="small" danger onClick={() => void list.remove(row)}>
              {t('users.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<BillRuleItem>
      title={t('billRule.title')}
      testId="bill-rule-page"
      list={list}
      search={{ placeholder: t('billRule.keyword'), testId: 'bill-rule-keyword' }}
      resetButton
      refreshTestId="bill-rule-refresh"
      actions={
        <Auth code="btn_upload">
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            beforeUpload={(file) => {
              void list.act(() => billRuleApi.importFile(file), t('billRule.imported'));
              return false;
            }}
          >
            <Button data-testid="bill-rule-import">{t('billRule.import')}</Button>
          </Upload>
        </Auth>
      }
      add={{ text: t('billRule.add'), testId: 'bill-rule-add', onClick: () => form.edit({}) }}
      tree={(compact) => (
        <CategoryNav
          label={t('billRule.field.categoryId')}
          allLabel={t('billRule.allCategories')}
          categories={categories}
          value={list.query.categoryId}
          compact={compact}
          onChange={(categoryId) => list.filter({ categoryId })}
        />
      )}
      table={{
        scroll: { x: 1200 },
        onRow: (row) => ({ 'data-testid': `bill-rule-row-${row.enCode}` }) as HTMLAttributes<HTMLElement>,
      }}
      columns={columns}
    >
      {form.editing && <BillRuleForm row={form.editing.row} onClose={form.close} />}
    </AdminListPage>
  );
}

import { Button, Grid, Input, Modal, Select, Space, Table, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { BillRuleSelectorItem, BillRuleTemplate } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSort } from '@/components/admin-table';
import { useDictionaryOptions, type DictionaryOptionItem } from '@/components/dictionary';
import { EmptyState } from '@/components/empty-state';
import { billRuleSelectorOptions, type BillRuleSelectorQuery } from './bill-rule-dialog-api';
import './bill-rule-dialog.css';

const ALL = '__all__';
const FIRST: BillRuleSelectorQuery = { currentPage: 1, pageSize: 20, sort: 'desc' };

/** Props of {@link BillRuleDialog}. */
export interface BillRuleDialogProps {
  open: boolean;
  onClose: () => void;
  /** The picked rule's name, code and start number; the dialog closes after it. */
  onConfirm: (template: BillRuleTemplate) => void;
}

interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
}

const toTree = (items: readonly DictionaryOptionItem[]): TreeNode[] =>
  items.map((o) => ({
    key: o.value,
    title: o.label,
    ...(o.children ? { children: toTree(o.children) } : {}),
  }));

/**
 * The numbering template dialog 模板 (spec 02, 1000px): `businessType` categories on the left,
 * keyword search and a table of name, code and start number (20 a page, newest first); pick one
 * row and confirm.
 */
export function BillRuleDialog({ open, onClose, onConfirm }: BillRuleDialogProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [query, setQuery] = useState<BillRuleSelectorQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<BillRuleSelectorItem>();
  const { options } = useDictionaryOptions('businessType');
  const tree = useMemo(
    () => [{ key: ALL, title: t('billRule.allCategories'), children: toTree(options) }],
    [options, t],
  );
  const { data, isFetching } = useQuery(billRuleSelectorOptions(query, open));
  const filter = (next: Partial<BillRuleSelectorQuery>) => {
    setPicked(undefined);
    setQuery((q) => ({ ...q, ...next, currentPage: 1 }));
  };
  const handleConfirm = (row = picked) => {
    if (!row) return;
    onConfirm({ fullName: row.fullName, enCode: row.enCode, startNumber: row.startNumber });
    onClose();
  };
  const category = query.categoryId ?? ALL;

  return (
    <Modal
      open={open}
      title={t('billRule.dialog.title')}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      className="bill-rule-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            disabled={!picked}
            onClick={() => handleConfirm()}
            data-testid="bill-rule-dialog-ok"
          >
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <div className="bill-rule-dialog-body" data-testid="bill-rule-dialog">
        {screens.md ? (
          <nav className="bill-rule-dialog-tree" aria-label={t('billRule.dialog.categories')}>
            <Tree
              blockNode
              defaultExpandAll
              selectedKeys={[category]}
              treeData={tree}
              onSelect={([key]) => {
                if (key !== undefined) filter({ categoryId: key === ALL ? undefined : String(key) });
              }}
            />
          </nav>
        ) : (
          <Select
            value={category}
            aria-label={t('billRule.dialog.categories')}
            options={[{ value: ALL, label: t('billRule.allCategories') }, ...options]}
            onChange={(key: string) => filter({ categoryId: key === ALL ? undefined : key })}
          />
        )}
        <div className="bill-rule-dialog-main">
          <Space.Compact className="bill-rule-dialog-search">
            <Input
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onPressEnter={() => filter({ keyword: keyword.trim() || undefined })}
              placeholder={t('billRule.dialog.keyword')}
              aria-label={t('billRule.dialog.keyword')}
              data-testid="bill-rule-dialog-keyword"
            />
            <Button type="primary" onClick={() => filter({ keyword: keyword.trim() || undefined })}>
              {t('billRule.dialog.search')}
            </Button>
            <Button
              onClick={() => {
                setKeyword('');
                filter({ keyword: undefined });
              }}
            >
              {t('billRule.dialog.reset')}
            </Button>
          </Space.Compact>
          <Table<BillRuleSelectorItem>
            rowKey="id"
            size="small"
            loading={isFetching}
            dataSource={data?.list ?? []}
            scroll={{ y: 380, x: 520 }}
            locale={{ emptyText: <EmptyState /> }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: picked ? [picked.id] : [],
              onChange: (_keys, rows) => setPicked(rows[0]),
            }}
            onRow={(row) => ({
              onClick: () => setPicked(row),
              onDoubleClick: () => handleConfirm(row),
              'data-testid': `bill-rule-option-${row.enCode}`,
            })}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort') {
                const one = Array.isArray(sorter) ? sorter[0] : sorter;
                const sort = toSort(one?.field, one?.order);
                filter({ sidx: sort.sidx, sort: sort.sort ?? 'desc' });
                return;
              }
              setQuery((q) => ({
                ...q,
                currentPage: pagination.current ?? 1,
                pageSize: pagination.pageSize ?? 20,
              }));
            }}
            pagination={{
              current: query.currentPage,
              pageSize: query.pageSize,
              total: data?.pagination.total ?? 0,
              showSizeChanger: false,
              size: 'small',
              showTotal: (n) => t('adminTable.total', { total: n }),
            }}
            columns={[
              { title: t('billRule.field.fullName'), dataIndex: 'fullName', sorter: true, ellipsis: true },
              { title: t('billRule.field.enCode'), dataIndex: 'enCode', sorter: true, ellipsis: true },
              { title: t('billRule.field.startNumber'), dataIndex: 'startNumber', sorter: true, width: 120 },
            ]}
          />
        </div>
      </div>
    </Modal>
  );
}

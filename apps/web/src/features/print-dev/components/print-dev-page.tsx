import { Button, Space, Switch, Tag, Upload } from 'antd';
import { formatDate, type PrintDevInfo, type PrintDevItem } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, CategoryNav, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { Auth, usePermission } from '@/components/permission';
import { printDevApi, type PrintDevQuery } from '../api/print-dev-api';
import { printDevKeys, printDevListOptions } from '../api/print-dev-queries';
import { PrintDevEditor, TypeSelect } from './print-dev-editor';
import { PrintRecordDialog } from './print-record-dialog';

const FIRST: PrintDevQuery = { currentPage: 1, pageSize: 20 };

/** Saves an export file as JSON. */
function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The categories of the print dictionary, flattened to value -> name. */
function useCategories() {
  const { options } = useDictionaryOptions('printDev');
  const names = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (items: typeof options) =>
      items.forEach((o) => {
        map.set(String(o.value), String(o.label));
        if (o.children) walk(o.children);
      });
    walk(options);
    return map;
  }, [options]);
  return { options, names };
}

/** system/printDev: print templates by category; add, edit, copy, export, import, state, print a record. */
export default function PrintDevPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const form = useEditing<{ row?: PrintDevInfo }>();
  const [printing, setPrinting] = useState<PrintDevItem>();
  const categories = useCategories();
  const list = useAdminList({
    first: FIRST,
    list: printDevListOptions,
    invalidate: printDevKeys.lists(),
    remove: (row) => printDevApi.remove(row.id),
    keepOnReset: ['categoryId'],
  });
  const openEditor = async (row?: PrintDevItem) => {
    if (!row) return form.edit({});
    const info = await printDevApi.info(row.id).catch(() => undefined);
    if (info) form.edit({ row: info });
  };
  const toggle = (row: PrintDevItem) =>
    list.act(async () => {
      const info = await printDevApi.info(row.id);
      await printDevApi.update(row.id, { ...info, enabledMark: info.enabledMark === 1 ? 0 : 1 });
    }, t('printDev.stateChanged'));
  const handleExport = async (row: PrintDevItem) => {
    const file = await printDevApi.exportFile(row.id).catch(() => undefined);
    if (file) saveJson(row.fullName, file);
  };
  const categoryItems = categories.options.map((c) => ({ value: String(c.value), label: String(c.label) }));

  return (
    <AdminListPage<PrintDevItem>
      title={t('printDev.title')}
      testId="print-dev-page"
      list={list}
      search={{ placeholder: t('printDev.keyword'), testId: 'print-keyword' }}
      filters={<TypeSelect value={list.query.type} onChange={(type) => list.filter({ type })} />}
      resetButton
      actions={
        <Auth code="btn_upload">
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            beforeUpload={(file) => {
              void list.act(() => printDevApi.importFile(file), t('printDev.imported'));
              return false;
            }}
          >
            <Button data-testid="print-import">{t('printDev.import')}</Button>
          </Upload>
        </Auth>
      }
      add={{ text: t('printDev.add'), testId: 'print-add', onClick: () => void openEditor() }}
      tree={(compact) => (
        <CategoryNav
          label={t('printDev.field.categoryId')}
          allLabel={t('printDev.allCategories')}
          categories={categoryItems}
          value={list.query.categoryId}
          compact={compact}
          onChange={(categoryId) => list.filter({ categoryId })}
        />
      )}
      table={{ scroll: { x: 1100 } }}
      columns={[
        {
          title: t('printDev.field.fullName'),
          dataIndex: 'fullName',
          sorter: true,
          ellipsis: true,
          width: 160,
        },
        { title: t('printDev.field.enCode'), dataIndex: 'enCode', sorter: true, width: 150, ellipsis: true },
        {
          title: t('printDev.field.categoryId'),
          dataIndex: 'categoryId',
          width: 110,
          render: (v: string | null) => (v ? (categories.names.get(v) ?? v) : '—'),
        },
        {
          title: t('printDev.field.type'),
          dataIndex: 'type',
          width: 90,
          render: (v: number) => t(`printDev.type.${v}`),
        },
        { title: t('printDev.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 70 },
        {
          title: t('printDev.field.enabledMark'),
          dataIndex: 'enabledMark',
          width: 80,
          render: (v: number, row) =>
            can('btn_edit') ? (
              <Switch
                size="small"
                checked={v === 1}
                aria-label={t('printDev.field.enabledMark')}
                onChange={() => void toggle(row)}
              />
            ) : (
              <Tag color={v === 1 ? 'green' : undefined}>
                {t(v === 1 ? 'printDev.state.on' : 'printDev.state.off')}
              </Tag>
            ),
        },
        {
          title: t('printDev.field.creatorTime'),
          dataIndex: 'creatorTime',
          sorter: true,
          width: 160,
          render: (v: number) => formatDate(v),
        },
        {
          title: t('users.actions'),
          key: 'actions',
          width: 300,
          fixed: 'right',
          render: (_: unknown, row) => (
            <Space size={0} wrap>
              <Auth code="btn_edit">
                <Button type="link" size="small" onClick={() => void openEditor(row)}>
                  {t('users.edit')}
                </Button>
              </Auth>
              <Button
                type="link"
                size="small"
                disabled={row.enabledMark !== 1}
                onClick={() => setPrinting(row)}
                data-testid={`print-record-${row.enCode}`}
              >
                {t('printDev.printRecord.action')}
              </Button>
              <Auth code="btn_add">
                <Button
                  type="link"
                  size="small"
                  onClick={() => void list.act(() => printDevApi.copy(row.id), t('printDev.copied'))}
                >
                  {t('printDev.copy')}
                </Button>
              </Auth>
              <Auth code="btn_download">
                <Button type="link" size="small" onClick={() => void handleExport(row)}>
                  {t('printDev.export')}
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
      ]}
    >
      {form.editing && <PrintDevEditor row={form.editing.row} onClose={form.close} />}
      {printing && <PrintRecordDialog template={printing} onClose={() => setPrinting(undefined)} />}
    </AdminListPage>
  );
}

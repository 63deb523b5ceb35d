import { Menu, Tag } from 'antd';
import type { DataInterfaceInfo, DataInterfaceItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { feedback } from '@/lib/feedback';
import { dataInterfaceApi, type DataInterfaceQuery } from '../api/data-interface-api';
import { dataInterfaceKeys, dataInterfaceListOptions } from '../api/data-interface-queries';
import { CallLog } from './call-log';
import { DataInterfaceForm } from './data-interface-form';
import { SqlStatusAlert } from './sql-status-alert';
import './data-interface-page.css';

const FIRST: DataInterfaceQuery = { currentPage: 1, pageSize: 20 };
const TYPE_COLORS = { 1: 'blue', 2: 'green', 3: 'orange' } as const;

/** systemData/dataInterface: interfaces by category; editor with preview, state, log, export and import. */
export default function DataInterfacePage() {
  const { t } = useTranslation();
  const { options: categories } = useDictionaryOptions('DataInterfaceType');
  const form = useEditing<{ info?: DataInterfaceInfo }>();
  const [logOf, setLogOf] = useState<DataInterfaceItem>();
  const list = useAdminList({
    first: FIRST,
    list: dataInterfaceListOptions,
    invalidate: dataInterfaceKeys.lists(),
    remove: (row) => dataInterfaceApi.remove(row.id),
    keepOnReset: ['categoryId'],
  });
  const categoryName = (id: string) => categories.find((c) => c.value === id)?.label ?? id;

  const handleEdit = async (row: DataInterfaceItem) => {
    const info = await dataInterfaceApi.info(row.id).catch(() => undefined);
    if (info) form.edit({ info });
  };
  const handleExport = async (row: DataInterfaceItem) => {
    const refusal = await dataInterfaceApi.exportFile(row.id).catch(() => t('http.requestFailed'));
    if (refusal === undefined) feedback.success(t('dataInterface.exported'));
    else feedback.error(refusal || t('http.requestFailed'));
  };
  const handleImport = async (file: File) => {
    const envelope = await dataInterfaceApi.importFile(file).catch(() => undefined);
    if (!envelope || envelope.code !== 200) {
      feedback.error(envelope?.msg || t('http.requestFailed'));
      return;
    }
    feedback.success(t('dataInterface.imported', { n: envelope.data?.count ?? 0 }));
    await list.reload();
  };

  const categoryItems = [
    { key: '', label: t('dataInterface.allCategories') },
    ...categories.map((c) => ({ key: String(c.value), label: c.label })),
  ];

  return (
    <AdminListPage<DataInterfaceItem>
      title={t('dataInterface.title')}
      testId="data-interface-page"
      list={list}
      search={{ placeholder: t('dataInterface.keyword'), testId: 'di-keyword' }}
      resetButton
      importFile={{
        text: t('dataInterface.import'),
        testId: 'di-import',
        onFile: (file) => void handleImport(file),
      }}
      add={{ text: t('dataInterface.add'), testId: 'di-add', onClick: () => form.edit({}) }}
      tree={(compact) => (
        <nav className="di-categories" aria-label={t('dataInterface.field.category')}>
          <Menu
            mode={compact ? 'horizontal' : 'inline'}
            selectedKeys={[list.query.categoryId ?? '']}
            items={categoryItems}
            onClick={({ key }) => list.filter({ categoryId: key || undefined })}
            data-testid="di-categories"
          />
        </nav>
      )}
      table={{ toolbar: <SqlStatusAlert /> }}
      columns={[
        { title: t('dataInterface.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 200 },
        { title: t('dataInterface.field.enCode'), dataIndex: 'enCode', ellipsis: true, width: 160 },
        {
          title: t('dataInterface.field.type'),
          dataIndex: 'type',
          width: 100,
          render: (v: 1 | 2 | 3) => <Tag color={TYPE_COLORS[v]}>{t(`dataInterface.type.${v}`)}</Tag>,
        },
        {
          title: t('dataInterface.field.category'),
          dataIndex: 'categoryId',
          width: 110,
          render: (v: string) => categoryName(v),
        },
        {
          title: t('dataInterface.field.roles'),
          dataIndex: 'roleNames',
          width: 160,
          ellipsis: true,
          render: (v: string[] | undefined) =>
            v?.length ? v.join(', ') : <Tag>{t('dataInterface.rolesNone')}</Tag>,
        },
        listColumn.status<DataInterfaceItem>({
          title: t('dataInterface.field.enabledMark'),
          onToggle: (row) =>
            void list.act(() => dataInterfaceApi.toggleState(row.id), t('dataInterface.stateChanged')),
          testId: (row) => `di-state-${row.enCode}`,
        }),
        listColumn.date<DataInterfaceItem>(t('dataInterface.field.creatorTime'), 'creatorTime'),
        listColumn.actions<DataInterfaceItem>(
          (row) => [
            rowAction.edit(() => void handleEdit(row), { testId: `di-edit-${row.enCode}` }),
            rowAction.remove(() => void list.remove(row)),
            { key: 'log', label: t('dataInterface.log'), onClick: () => setLogOf(row) },
            {
              key: 'export',
              label: t('dataInterface.export'),
              code: 'btn_download',
              onClick: () => void handleExport(row),
            },
          ],
          { width: 190 },
        ),
      ]}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && (
        <DataInterfaceForm
          editing={form.editing.info}
          categoryId={list.query.categoryId}
          categories={categories}
          onSaved={() => void list.reload()}
          onClose={form.close}
        />
      )}
      <CallLog item={logOf} onClose={() => setLogOf(undefined)} />
    </AdminListPage>
  );
}

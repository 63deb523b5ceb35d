import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildListRequest,
  buildParamList,
  cellText,
  popupApi,
  useInterfaceMenu,
} from '@/components/popup-select';
import { addDialogKey, fetchRelationPage } from './relation-form-api';
import { dialogParams, type AddDialogConf } from './sub-table-add';

type Row = Record<string, unknown>;

/** Props of {@link SubTableAddDialog}. */
export interface SubTableAddDialogProps {
  conf: AddDialogConf;
  open: boolean;
  /** The main form's values (interface parameters read them). */
  formValues: Readonly<Record<string, unknown>>;
  onClose: () => void;
  /** The checked records, at least one. */
  onConfirm: (picked: Row[]) => void;
  testId: string;
}

const keyOf = (r: Row) => String(r.id ?? '');

/** One page of the dialog's source: a data interface or a released form. */
function usePage(conf: AddDialogConf, open: boolean, formValues: SubTableAddDialogProps['formValues']) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const menuId = useInterfaceMenu();
  const pageSize = conf.hasPage ? conf.pageSize : 10_000;
  const columns = conf.columnOptions.map((c) => c.value);
  const query = useQuery({
    queryKey: addDialogKey(conf.dataSource, conf.interfaceId ?? conf.modelId, { keyword, page, pageSize }),
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<{ list: Row[]; total: number }> => {
      if (conf.dataSource === 'relationForm') {
        const relationField = conf.relationField ?? columns[0] ?? 'id';
        const data = await fetchRelationPage({
          modelId: conf.modelId ?? '',
          currentPage: page,
          pageSize: Math.min(pageSize, 500),
          keyword,
          relationField,
          columnOptions: [...new Set([relationField, ...columns])].join(','),
        });
        return { list: data.list, total: data.pagination.total };
      }
      const body = buildListRequest(
        {
          interfaceId: conf.interfaceId ?? '',
          propsValue: 'id',
          relationField: conf.relationField ?? '',
          columnOptions: conf.columnOptions,
          paramList: buildParamList(dialogParams(conf), formValues),
          keyword,
          hasPage: conf.hasPage,
          pageSize: conf.pageSize,
        },
        page,
      );
      return popupApi.list({ ...body, menuId });
    },
  });
  const search = (word: string) => {
    setKeyword(word.trim());
    setPage(1);
  };
  return { query, page, setPage, pageSize, search };
}

/**
 * The add-by-dialog of a sub-table (spec 02 §4, addType 1): records of the configured source with
 * keyword search and pages, many checked across pages; confirming with none checked does nothing.
 */
export function SubTableAddDialog({
  conf,
  open,
  formValues,
  onClose,
  onConfirm,
  testId,
}: SubTableAddDialogProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Map<string, Row>>(() => new Map());
  const [typed, setTyped] = useState('');
  const { query, page, setPage, pageSize, search } = usePage(conf, open, formValues);
  const rows = query.data?.list ?? [];
  const close = () => {
    setPicked(new Map());
    onClose();
  };
  const confirm = () => {
    if (!picked.size) return;
    onConfirm([...picked.values()]);
    setPicked(new Map());
  };
  const toggle = (row: Row, on: boolean) =>
    setPicked((m) => {
      const next = new Map(m);
      if (on) next.set(keyOf(row), row);
      else next.delete(keyOf(row));
      return next;
    });
  const columns = (conf.columnOptions.length ? conf.columnOptions : [{ value: 'id', label: 'id' }]).map(
    (c) => ({
      key: c.value,
      dataIndex: c.value,
      title: c.label,
      render: (v: unknown) => cellText(v),
    }),
  );
  const title = conf.popupTitle ?? t('widgets.popup.title');
  const footer = (
    <Space>
      <Button onClick={close} data-testid={`${testId}-cancel`}>
        {t('widgets.popup.cancel')}
      </Button>
      <Button type="primary" onClick={confirm} disabled={!picked.size} data-testid={`${testId}-confirm`}>
        {picked.size ? t('formRenderer.addPicked', { count: picked.size }) : t('widgets.popup.confirm')}
      </Button>
    </Space>
  );
  const body = (
    <div data-testid={testId}>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('widgets.popup.keyword')}
          onSearch={search}
          aria-label={t('widgets.popup.keyword')}
        />
        <Button
          onClick={() => {
            setTyped('');
            search('');
          }}
        >
          {t('widgets.popup.reset')}
        </Button>
        <Button onClick={() => void query.refetch()}>{t('widgets.popup.refresh')}</Button>
      </Space>
      <Table<Row>
        size="small"
        bordered
        rowKey={keyOf}
        loading={query.isFetching}
        dataSource={rows}
        columns={[
          {
            key: '__index',
            title: t('formRenderer.index'),
            width: 60,
            render: (_v, _r, i) => (page - 1) * pageSize + i + 1,
          },
          ...columns,
        ]}
        rowSelection={{
          selectedRowKeys: [...picked.keys()],
          preserveSelectedRowKeys: true,
          onSelect: (row, on) => toggle(row, on),
          onSelectAll: (on, _sel, changed) => changed.forEach((r) => toggle(r, on)),
        }}
        onRow={(r) => ({ onClick: () => toggle(r, !picked.has(keyOf(r))) })}
        pagination={
          conf.hasPage
            ? {
                current: page,
                pageSize,
                total: query.data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
                showTotal: (total) => t('widgets.popup.total', { total }),
              }
            : false
        }
        scroll={conf.popupType === 'drawer' ? undefined : { y: 400 }}
      />
    </div>
  );
  if (conf.popupType === 'drawer')
    return (
      <Drawer
        open={open}
        title={title}
        size={conf.popupWidth ?? '800px'}
        onClose={close}
        footer={footer}
        destroyOnHidden
      >
        {body}
      </Drawer>
    );
  return (
    <Modal
      open={open}
      title={title}
      width={conf.popupWidth ?? 800}
      onCancel={close}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}

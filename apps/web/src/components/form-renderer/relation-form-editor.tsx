import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { num, str, type EditorProps } from './editor-types';
import {
  fetchRelationPage,
  fetchRelationRecord,
  relationPageKey,
  relationRecordKey,
} from './relation-form-api';
import { useKey } from './form-store';
import { useRenderer } from './renderer-context';

type Record_ = Record<string, unknown>;

/**
 * relationForm: picks a record of another released form in a dialog (keyword, pages, one row);
 * the record id is the value, the record is published for the relation attribute fields.
 */
export function RelationFormEditor({ field, value, onChange, disabled, rowValues, ariaLabel }: EditorProps) {
  const { t } = useTranslation();
  const { records } = useRenderer();
  const vModel = field.__vModel__ ?? '';
  const picked = useKey(records, vModel);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<Record_>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const modelId = str(field.modelId) ?? '';
  const shownField = str(field.relationField) ?? 'id';
  const columns = (Array.isArray(field.columnOptions) ? (field.columnOptions as Record_[]) : [])
    .map((c) => ({ value: String(c.value ?? ''), label: String(c.label ?? '') }))
    .filter((c) => c.value);
  const pageSize = field.hasPage === true ? (num(field.pageSize) ?? 20) : 1000;
  const query = {
    modelId,
    currentPage: page,
    pageSize,
    keyword,
    relationField: shownField,
    columnOptions: [shownField, ...columns.map((c) => c.value)].join(','),
  };
  const list = useQuery({
    queryKey: relationPageKey(query),
    queryFn: () => fetchRelationPage(query),
    enabled: open && Boolean(modelId),
    placeholderData: keepPreviousData,
  });
  const saved = typeof value === 'string' && value ? value : undefined;
  // a saved value: fetch its record once to show its label and feed the attribute fields
  const loaded = useQuery({
    queryKey: relationRecordKey(modelId, saved ?? ''),
    queryFn: () => fetchRelationRecord(modelId, saved ?? ''),
    enabled: Boolean(modelId && saved) && picked?.id !== saved,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (loaded.data && !rowValues && loaded.data.id === saved) records.set(vModel, loaded.data);
    // only a new answer is published
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.data]);
  const record = picked?.id === saved ? picked : loaded.data?.id === saved ? loaded.data : undefined;
  const text = !saved
    ? ''
    : record
      ? String(record[shownField] ?? saved)
      : // the record cannot be read (deleted, not granted): the id is all there is
        loaded.isError
        ? saved
        : '';
  const confirm = () => {
    if (!pending) return;
    if (!rowValues) records.set(vModel, pending);
    onChange(typeof pending.id === 'string' ? pending.id : String(pending.id ?? ''));
    setOpen(false);
  };
  const tableColumns = (columns.length ? columns : [{ value: shownField, label: shownField }]).map((c) => ({
    key: c.value,
    dataIndex: c.value,
    title: c.label,
  }));
  return (
    <>
      <Input
        value={text}
        readOnly
        disabled={disabled}
        placeholder={str(field.placeholder) ?? t('formRenderer.selectPlaceholder')}
        onClick={() => !disabled && setOpen(true)}
        allowClear={!disabled && field.clearable !== false}
        onChange={(e) => !e.target.value && onChange(null)}
        aria-label={ariaLabel}
      />
      <Modal
        open={open}
        title={str(field.popupTitle) ?? t('widgets.popup.title')}
        width={str(field.popupWidth) ?? 800}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText={t('widgets.popup.confirm')}
        cancelText={t('widgets.popup.cancel')}
        destroyOnHidden
      >
        <Space style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder={t('widgets.popup.keyword')}
            onSearch={(k) => {
              setKeyword(k.trim());
              setPage(1);
            }}
          />
        </Space>
        <Table<Record_>
          size="small"
          rowKey={(r) => String(r.id)}
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          columns={tableColumns}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: pending ? [String(pending.id)] : [],
            onChange: (_keys, rows) => setPending(rows[0]),
          }}
          onRow={(r) => ({ onClick: () => setPending(r) })}
          pagination={
            field.hasPage === true
              ? { current: page, pageSize, total: list.data?.pagination.total ?? 0, onChange: setPage }
              : false
          }
          scroll={{ y: 400 }}
        />
        <Button type="link" onClick={() => void list.refetch()}>
          {t('widgets.popup.refresh')}
        </Button>
      </Modal>
    </>
  );
}

import { childrenOf, kindOf, type FieldItem, type FormData } from '@tessera/shared';
import { Button, Descriptions, Divider, Grid, Spin, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordDetail } from '../api/online-list-queries';
import { displayText } from './list-columns';
import { Popup } from './popup';
import { popupWidthOf } from './record-form';

/** Props of {@link RecordDetail}. */
export interface RecordDetailProps {
  modelId: string;
  design: FormData;
  id: string;
  /** With form permissions on, fields the answer leaves out are hidden (spec 02 §5). */
  useFormPermission: boolean;
  onClose: () => void;
}

type Data = Record<string, unknown>;

const labelOf = (f: FieldItem) => String(f.__config__.label ?? f.__vModel__ ?? '');
const hidden = (f: FieldItem) => f.__config__.noShow === true;

/** A sub-table's display rows as a small read-only grid. */
function SubTable({ field, rows }: { field: FieldItem; rows: Data[] }) {
  const columns = childrenOf(field)
    .filter((c) => c.__vModel__ && !hidden(c))
    .map((c) => ({
      key: c.__vModel__,
      dataIndex: c.__vModel__,
      title: labelOf(c),
      render: (v: unknown) => displayText(v),
    }));
  return (
    <Table<Data>
      size="small"
      bordered
      pagination={false}
      rowKey={(r) => String(r.id ?? Math.random())}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The fields of a design in order as description items; containers open into their children. */
function items(
  fields: readonly FieldItem[],
  data: Data,
  strict: boolean,
): { key: string; label: ReactNode; children: ReactNode; span?: 'filled' }[] {
  const out: { key: string; label: ReactNode; children: ReactNode; span?: 'filled' }[] = [];
  const visit = (list: readonly FieldItem[]) => {
    for (const f of list) {
      if (hidden(f)) continue;
      const kind = kindOf(f);
      const key = f.__config__.jnpfKey;
      if (key === 'table' && f.__vModel__) {
        if (strict && !(f.__vModel__ in data)) continue;
        const rows = Array.isArray(data[f.__vModel__]) ? (data[f.__vModel__] as Data[]) : [];
        out.push({
          key: f.__vModel__,
          label: labelOf(f),
          span: 'filled',
          children: <SubTable field={f} rows={rows} />,
        });
        continue;
      }
      if (kind?.container) {
        visit(childrenOf(f));
        continue;
      }
      if (!f.__vModel__ || kind?.value === 'none') continue;
      if (strict && !(f.__vModel__ in data)) continue;
      out.push({ key: f.__vModel__, label: labelOf(f), children: displayText(data[f.__vModel__]) || '—' });
    }
  };
  visit(fields);
  return out;
}

/**
 * The dynamic form detail viewer (spec 02 §2, form-model.md §5.9): a record's display values
 * (`DataChange`) laid out by the design, read-only, in the design's dialog, full screen or drawer.
 */
export function RecordDetail({ modelId, design, id, useFormPermission, onClose }: RecordDetailProps) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const detail = useRecordDetail(modelId, id);
  const footer = (
    <Button onClick={onClose} data-testid="online-detail-close">
      {t('onlineDev.list.cancel')}
    </Button>
  );
  return (
    <Popup
      type={design.popupType}
      width={popupWidthOf(design)}
      title={t('onlineDev.list.detailTitle')}
      open
      onClose={onClose}
      footer={footer}
      data-testid="online-detail"
    >
      {detail.isLoading || !detail.data ? (
        detail.isError ? (
          <Divider>{t('onlineDev.list.detailFailed')}</Divider>
        ) : (
          <Spin />
        )
      ) : (
        <Descriptions
          bordered
          size="small"
          column={narrow ? 1 : 2}
          items={items(design.fields, detail.data, useFormPermission)}
        />
      )}
    </Popup>
  );
}

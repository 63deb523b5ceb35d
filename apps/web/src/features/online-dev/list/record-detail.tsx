import { childrenOf, kindOf, type FieldItem, type FormData, type UploadedFile } from '@tessera/shared';
import { Button, Descriptions, Divider, Grid, Space, Spin, Table } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShownValue } from '@/components/form-renderer';
import { FileUpload, ImageUpload, asFileList } from '@/components/upload';
import { useRecordDetail } from '../api/online-list-queries';
import { printIdsOf } from './features/print/print-api';
import { PrintChoice } from './features/print/print-choice';
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
type Item = { key: string; label: ReactNode; children: ReactNode; span?: 'filled' };

const labelOf = (f: FieldItem) => String(f.__config__.label ?? f.__vModel__ ?? '');
/** Hidden on the PC by design: noShow, or a visibility list without `pc` (spec 02 §5). */
const hidden = (f: FieldItem) => {
  const visibility = f.__config__.visibility;
  return f.__config__.noShow === true || (Array.isArray(visibility) && !visibility.includes('pc'));
};
/** The designer's print button text, unless it is the designer's default (then the user's language). */
const printLabel = (text: string) => (text && text !== '打印' ? text : undefined);
const ATTRS = new Set(['relationFormAttr', 'popupAttr']);

/** Widgets the form renderer shows read-only: signatures as images, a location, sanitized rich text. */
const RENDERED = new Set(['sign', 'signature', 'location', 'editor']);

/**
 * One display value (form-model.md §5.9): uploads as file links or images (signed links),
 * signatures, locations and rich text as the form renderer shows them, anything else as text.
 */
function shown(f: FieldItem, value: unknown, testId: string): ReactNode {
  const key = f.__config__.jnpfKey;
  if (RENDERED.has(String(key))) return <ShownValue field={f} value={value} />;
  if (key === 'uploadFile' || key === 'uploadImg') {
    const files: UploadedFile[] = asFileList(value);
    if (!files.length) return '—';
    return key === 'uploadImg' ? (
      <ImageUpload value={files} detailed data-testid={testId} />
    ) : (
      <FileUpload value={files} detailed data-testid={testId} />
    );
  }
  return displayText(value) || '—';
}

/** A sub-table's display rows as a small read-only grid. */
function SubTable({ field, rows }: { field: FieldItem; rows: Data[] }) {
  const columns = childrenOf(field)
    .filter((c) => c.__vModel__ && !hidden(c))
    .map((c) => ({
      key: c.__vModel__,
      dataIndex: c.__vModel__,
      title: labelOf(c),
      render: (v: unknown) => shown(c, v, `online-detail-${field.__vModel__}-${c.__vModel__}`),
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

/**
 * The fields of a design in order as description items; containers open into their children.
 * With form permissions (`strict`) a field the answer leaves out is not shown, nor an attribute
 * of a relation field that is hidden (spec 02 §5).
 */
function items(fields: readonly FieldItem[], data: Data, strict: boolean): Item[] {
  const out: Item[] = [];
  const gone = new Set<string>();
  const visit = (list: readonly FieldItem[]) => {
    for (const f of list) {
      const kind = kindOf(f);
      const key = f.__config__.jnpfKey;
      const vModel = f.__vModel__;
      if (hidden(f) || (strict && vModel && !(vModel in data))) {
        if (vModel) gone.add(vModel);
        continue;
      }
      if (key === 'table' && vModel) {
        const rows = Array.isArray(data[vModel]) ? (data[vModel] as Data[]) : [];
        out.push({
          key: vModel,
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
      if (ATTRS.has(String(key)) && typeof f.relationField === 'string' && gone.has(f.relationField))
        continue;
      if (!vModel || kind?.value === 'none') continue;
      out.push({
        key: vModel,
        label: labelOf(f),
        children: shown(f, data[vModel], `online-detail-${vModel}`),
      });
    }
  };
  visit(fields);
  return out;
}

/**
 * The dynamic form detail viewer (spec 02 §2, form-model.md §5.9): a record's display values
 * (`DataChange`) laid out by the design, read-only, in the design's dialog, full screen or drawer;
 * the print button when the form has one and names its templates.
 */
export function RecordDetail({ modelId, design, id, useFormPermission, onClose }: RecordDetailProps) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const detail = useRecordDetail(modelId, id);
  const [printing, setPrinting] = useState(false);
  const printIds = design.hasPrintBtn ? printIdsOf(design.printId) : [];
  const footer = (
    <Space>
      {printIds.length > 0 && (
        <Button type="primary" onClick={() => setPrinting(true)} data-testid="online-detail-print">
          {printLabel(design.printButtonText) ?? t('onlineDev.print.button')}
        </Button>
      )}
      <Button onClick={onClose} data-testid="online-detail-close">
        {t('onlineDev.list.cancel')}
      </Button>
    </Space>
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
      {printing && <PrintChoice printIds={printIds} formIds={[id]} onClose={() => setPrinting(false)} />}
    </Popup>
  );
}

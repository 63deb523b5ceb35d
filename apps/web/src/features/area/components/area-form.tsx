import { Form, Input, Radio, Spin } from 'antd';
import { AREA_CODE_PATTERN, AREA_ROOT, type AreaBody, type AreaNode } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { AreaPicker, type AreaLevel } from '@/components/area-picker';
import { NameCodeFields, RecordStateFields, recordStateValues } from '@/components/form-fields';
import { areaApi } from '../api/area-api';
import { useAreaPath } from '../api/area-queries';

/** What the form edits: a new province, a new child of `parent`, or `row`. */
export interface AreaEditing {
  row?: AreaNode;
  parent?: AreaNode;
}

/** Form values: the body plus the level and the parent as an id path (picked with the address picker). */
interface AreaFormValues extends Omit<AreaBody, 'parentId'> {
  type: number;
  parentPath?: string[];
}

/** The picker depth of a parent for a division of `type` (a city's parent is a province: depth 0). */
const parentLevel = (type: number) => Math.max(0, Math.min(3, type - 2)) as AreaLevel;

/** Create or edit a division; the parent is picked down to the level above the division's own. */
export function AreaForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: AreaEditing;
  onClose: () => void;
  /** Called with the parents whose children changed. */
  onSaved: (parentIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AreaFormValues>();
  const { row, parent } = editing;
  const type = Form.useWatch('type', form) ?? row?.type ?? (parent ? parent.type + 1 : 1);
  const anchor = row ? row.parentId : parent?.id;
  // the parent's id path, for the picker (it then shows the names through GetAreaByIds)
  const parentPath = useAreaPath(anchor);

  if (parentPath.isPending) return <Spin />;
  const initial: Partial<AreaFormValues> = row
    ? {
        type: row.type,
        parentPath: parentPath.data,
        fullName: row.fullName,
        enCode: row.enCode,
        quickQuery: row.quickQuery ?? undefined,
        ...recordStateValues(row),
      }
    : { type: parent ? parent.type + 1 : 1, parentPath: parentPath.data, ...recordStateValues() };

  const submit = async ({ type: level, parentPath: path, ...values }: AreaFormValues) => {
    const parentId = level === 1 ? AREA_ROOT : (path?.[path.length - 1] ?? AREA_ROOT);
    const body: AreaBody = {
      ...values,
      parentId,
      quickQuery: values.quickQuery || null,
      description: values.description || null,
    };
    const msg = row ? await areaApi.update(row.id, body) : await areaApi.create(body);
    onSaved([...new Set([parentId, ...(row ? [row.parentId] : [])])]);
    return msg;
  };

  return (
    <EditDrawer<AreaFormValues>
      open
      title={t(row ? 'area.edit' : 'area.new')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="area-form"
      form={form}
    >
      <Form.Item name="type" label={t('area.field.type')} extra={row ? t('area.levelFixed') : undefined}>
        <Radio.Group
          disabled={!!row || !!parent}
          options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`area.type.${v}`) }))}
          onChange={() => form.setFieldValue('parentPath', [])}
          data-testid="area-field-type"
        />
      </Form.Item>
      {type > 1 && (
        <Form.Item
          name="parentPath"
          label={t('area.field.parent')}
          rules={[{ required: true, type: 'array', min: 1, message: t('area.required.parent') }]}
        >
          <AreaPicker
            level={parentLevel(type)}
            aria-label={t('area.field.parent')}
            data-testid="area-field-parent"
          />
        </Form.Item>
      )}
      <NameCodeFields
        ns="area"
        testIdPrefix="area-field-"
        code={{
          pattern: AREA_CODE_PATTERN,
          patternMessage: t('area.codeRule'),
          maxLength: 12,
          inputMode: 'numeric',
        }}
      />
      <Form.Item name="quickQuery" label={t('area.field.quickQuery')} rules={[{ max: 50 }]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <RecordStateFields ns="area" />
    </EditDrawer>
  );
}

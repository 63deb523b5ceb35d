import { Form, Input, InputNumber, Radio, Spin, Switch } from 'antd';
import { AREA_CODE_PATTERN, AREA_ROOT, NAME_RULE, type AreaBody, type AreaNode } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { AreaPicker, type AreaLevel } from '@/components/area-picker';
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
        sortCode: row.sortCode,
        enabledMark: row.enabledMark === 0 ? 0 : 1,
        description: row.description ?? undefined,
      }
    : { type: parent ? parent.type + 1 : 1, parentPath: parentPath.data, sortCode: 0, enabledMark: 1 };

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
      <Form.Item
        name="fullName"
        label={t('area.field.fullName')}
        rules={[
          { required: true, whitespace: true, message: t('area.required.fullName') },
          { max: 50 },
          { pattern: NAME_RULE.pattern, message: t('validation.fullName') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="area-field-fullName" />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('area.field.enCode')}
        rules={[
          { required: true, whitespace: true, message: t('area.required.enCode') },
          { pattern: AREA_CODE_PATTERN, message: t('area.codeRule') },
        ]}
      >
        <Input maxLength={12} autoComplete="off" inputMode="numeric" data-testid="area-field-enCode" />
      </Form.Item>
      <Form.Item name="quickQuery" label={t('area.field.quickQuery')} rules={[{ max: 50 }]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="sortCode" label={t('area.field.sortCode')}>
        <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="enabledMark"
        label={t('area.field.enabledMark')}
        valuePropName="checked"
        getValueProps={(v: number | undefined) => ({ checked: v !== 0 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren={t('area.state.on')} unCheckedChildren={t('area.state.off')} />
      </Form.Item>
      <Form.Item name="description" label={t('area.field.description')}>
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
    </EditDrawer>
  );
}

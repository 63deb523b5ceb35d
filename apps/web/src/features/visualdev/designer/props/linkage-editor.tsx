import type { DataInterfaceParamInfo, FieldItem } from '@tessera/shared';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInterfaceParams } from '../../api/visualdev-queries';
import { formFieldChoices } from './field-choices';

/** One interface parameter's source (`templateJson` item, form-model.md §2). */
export interface TemplateItem {
  field: string;
  dataType: string;
  required: number;
  defaultValue: string;
  relationField: string;
  /** 1 form field, 2 custom value, 3 empty, 4 system variable. */
  sourceType: 1 | 2 | 3 | 4;
}

/** The system variables a parameter may take (sourceType 4). */
export const SYSTEM_VARIABLES = [
  '@formId',
  '@userId',
  '@userAndSubordinates',
  '@organizeId',
  '@organizationAndSuborganization',
  '@branchManageOrganize',
] as const;

/** The interface's parameters, each with its stored source or a fresh one. */
export function mergeTemplate(params: readonly DataInterfaceParamInfo[], stored: readonly TemplateItem[]) {
  return params.map<TemplateItem>((p) => {
    const had = stored.find((s) => s.field === p.field);
    return (
      had ?? {
        field: p.field,
        dataType: p.dataType,
        required: p.required,
        defaultValue: '',
        relationField: '',
        sourceType: 1,
      }
    );
  });
}

/** Changes one item's source; a system variable is stored as both the relation and the value sent. */
export function setSource(
  item: TemplateItem,
  sourceType: TemplateItem['sourceType'],
  value = '',
): TemplateItem {
  if (sourceType === 1) return { ...item, sourceType, relationField: value, defaultValue: '' };
  if (sourceType === 2) return { ...item, sourceType, relationField: '', defaultValue: value };
  if (sourceType === 4) return { ...item, sourceType, relationField: value, defaultValue: value };
  return { ...item, sourceType, relationField: '', defaultValue: '' };
}

/** Linkage: where each parameter of the chosen data interface takes its value from. */
export function LinkageEditor(props: {
  interfaceId: string;
  field: FieldItem;
  fields: readonly FieldItem[];
  value: readonly TemplateItem[];
  onChange: (next: TemplateItem[]) => void;
}) {
  const { t } = useTranslation();
  const params = useInterfaceParams(props.interfaceId);
  if (!props.interfaceId) return null;
  const items = mergeTemplate(params.data ?? [], props.value);
  const choices = formFieldChoices(props.fields, props.field);
  const put = (i: number, next: TemplateItem) => props.onChange(items.map((x, j) => (j === i ? next : x)));
  return (
    <Form.Item label={t('visualdev.props.linkage')}>
      {items.length === 0 && (
        <Typography.Text type="secondary">{t('visualdev.props.linkageNone')}</Typography.Text>
      )}
      {items.map((item, i) => (
        <div key={item.field} className="vd-linkage-row" data-testid="linkage-row">
          <Typography.Text strong>{item.field}</Typography.Text>
          <Select
            size="small"
            aria-label={t('visualdev.props.linkageSource', { field: item.field })}
            value={item.sourceType}
            onChange={(v: TemplateItem['sourceType']) => put(i, setSource(item, v))}
            options={([1, 2, 3, 4] as const).map((v) => ({
              value: v,
              label: t(`visualdev.props.source.${v}`),
            }))}
          />
          {item.sourceType === 1 && (
            <Select
              size="small"
              aria-label={t('visualdev.props.linkageField', { field: item.field })}
              value={item.relationField || undefined}
              onChange={(v: string) => put(i, setSource(item, 1, v))}
              options={choices}
            />
          )}
          {item.sourceType === 2 && (
            <Input
              size="small"
              aria-label={t('visualdev.props.linkageValue', { field: item.field })}
              value={item.defaultValue}
              onChange={(e) => put(i, setSource(item, 2, e.target.value))}
            />
          )}
          {item.sourceType === 4 && (
            <Select
              size="small"
              aria-label={t('visualdev.props.linkageVariable', { field: item.field })}
              value={item.relationField || undefined}
              onChange={(v: string) => put(i, setSource(item, 4, v))}
              options={SYSTEM_VARIABLES.map((v) => ({
                value: v,
                label: t(`visualdev.props.var.${v.slice(1)}`),
              }))}
            />
          )}
        </div>
      ))}
    </Form.Item>
  );
}

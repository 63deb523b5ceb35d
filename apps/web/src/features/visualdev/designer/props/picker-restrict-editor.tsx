import { walkFields } from '@tessera/shared';
import { Form, Select, Switch } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CombinedPicker,
  DepartmentPicker,
  GroupPicker,
  OrganizePicker,
  PositionPicker,
  RolePicker,
  UserPicker,
  type PickerProps,
} from '@/components/pickers';
import { list, text, type PropEditorProps } from './editor-props';

const PICKERS: Record<string, ComponentType<PickerProps>> = {
  organizeSelect: OrganizePicker,
  depSelect: DepartmentPicker,
  posSelect: PositionPicker,
  userSelect: UserPicker,
  roleSelect: RolePicker,
  groupSelect: GroupPicker,
  usersSelect: CombinedPicker,
};
/** The unit a user field may follow (selectType) and the widget kind of the field it reads. */
export const UNIT_KINDS: Record<string, string> = {
  dep: 'depSelect',
  pos: 'posSelect',
  role: 'roleSelect',
  group: 'groupSelect',
};

/** The picker of each unit kind (the default units, `ableRelationIds`). */
const UNIT_PICKERS: Record<string, ComponentType<PickerProps>> = {
  dep: DepartmentPicker,
  pos: PositionPicker,
  role: RolePicker,
  group: GroupPicker,
};

/** The kinds this editor serves. */
export const PICKER_KINDS = new Set(Object.keys(PICKERS));

/**
 * Organisation and user pickers: all or a custom list of choices, many or one; users of the units
 * picked in a unit field, or of default units (`ableRelationIds`) while that field is empty.
 */
export function PickerRestrictEditor({ field, fields, setProp, setProps }: PropEditorProps) {
  const { t } = useTranslation();
  const key = String(field.__config__.jnpfKey);
  const Picker = PICKERS[key] ?? CombinedPicker;
  const selectType = text(field.selectType) || 'all';
  const types = ['all', 'custom', ...(key === 'userSelect' ? Object.keys(UNIT_KINDS) : [])];
  const unitKind = UNIT_KINDS[selectType];
  const UnitPicker = UNIT_PICKERS[selectType];
  const unitFields = unitKind
    ? walkFields(fields).flatMap(({ field: f, table }) =>
        f.__config__.jnpfKey === unitKind && f.__vModel__ && !table
          ? [{ value: f.__vModel__, label: `${String(f.__config__.label ?? '')} (${f.__vModel__})` }]
          : [],
      )
    : [];
  return (
    <>
      <Form.Item label={t('visualdev.props.selectType')} htmlFor="vd-prop-select-type">
        <Select
          id="vd-prop-select-type"
          value={selectType}
          onChange={(v: string) =>
            setProps({
              selectType: v,
              ableIds: [],
              relationField: '',
              ...(key === 'userSelect' ? { ableRelationIds: [] } : {}),
            })
          }
          options={types.map((v) => ({ value: v, label: t(`visualdev.props.selectType.${v}`) }))}
        />
      </Form.Item>
      {selectType === 'custom' && (
        <Form.Item label={t('visualdev.props.ableIds')}>
          <Picker
            multiple
            aria-label={t('visualdev.props.ableIds')}
            value={list<string>(field.ableIds)}
            onChange={(v) => setProp('ableIds', Array.isArray(v) ? v : v ? [v] : [])}
          />
        </Form.Item>
      )}
      {unitKind && (
        <Form.Item label={t('visualdev.props.unitField')} htmlFor="vd-prop-unit-field">
          <Select
            id="vd-prop-unit-field"
            value={text(field.relationField) || undefined}
            onChange={(v: string) => setProp('relationField', v)}
            options={unitFields}
            notFoundContent={t('visualdev.props.unitFieldNone')}
          />
        </Form.Item>
      )}
      {UnitPicker && (
        <Form.Item
          label={t('visualdev.props.ableRelationIds')}
          extra={t('visualdev.props.ableRelationIdsHelp')}
        >
          <UnitPicker
            multiple
            aria-label={t('visualdev.props.ableRelationIds')}
            value={list<string>(field.ableRelationIds)}
            onChange={(v) => setProp('ableRelationIds', Array.isArray(v) ? v : v ? [v] : [])}
          />
        </Form.Item>
      )}
      <Form.Item label={t('visualdev.props.multiple')}>
        <Switch
          size="small"
          aria-label={t('visualdev.props.multiple')}
          checked={field.multiple === true}
          onChange={(v) => setProp('multiple', v)}
        />
      </Form.Item>
    </>
  );
}

import { Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '@/components/dictionary';
import type { TemplateParam } from '@/components/popup-select/popup-rules';
import {
  relatedFields,
  resetValue,
  toOptions,
  type OptionDataType,
  type OptionItem,
  type OptionProps,
} from './option-rules';
import { useInterfaceOptions } from './use-interface-options';

/** Props of {@link DataSourceSelect}. */
export interface DataSourceSelectProps {
  /** static: `options`; dictionary: `dictionaryType`; dynamic: the data interface `propsUrl`. */
  dataType: OptionDataType;
  options?: readonly Record<string, unknown>[];
  dictionaryType?: string;
  propsUrl?: string;
  /** Interface parameters; a relationField names the form field they are read from. */
  templateJson?: readonly TemplateParam[];
  /** The form's current values (for the parameters). */
  formData?: Readonly<Record<string, unknown>>;
  /** Record fields used as label and value; default fullName / id (dictionaries: enCode unless value is 'id'). */
  props?: OptionProps;
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

type SelectPartProps = Omit<DataSourceSelectProps, 'dataType'>;

function PlainSelect(props: SelectPartProps & { items: OptionItem[]; loading?: boolean }) {
  const { t } = useTranslation();
  const { items, loading, multiple, value, onChange, allowClear = true } = props;
  return (
    <Select
      id={props.id}
      aria-label={props['aria-label']}
      data-testid={props['data-testid']}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      options={items}
      loading={loading}
      disabled={props.disabled}
      allowClear={allowClear}
      showSearch
      optionFilterProp="label"
      placeholder={props.placeholder ?? t('widgets.options.placeholder')}
      onChange={(next: string | string[] | undefined) => onChange?.(next)}
      style={{ width: '100%' }}
    />
  );
}

function DynamicSelect(props: SelectPartProps) {
  const { options, isLoading } = useInterfaceOptions(
    props.propsUrl,
    props.templateJson,
    props.formData,
    props.props,
  );
  useResetOnSourceChange(props);
  return <PlainSelect {...props} items={options} loading={isLoading} />;
}

/**
 * Resets the value when a form field the parameters read changes (the options were computed for
 * the old one). The first render only records the sources.
 */
function useResetOnSourceChange(props: SelectPartProps) {
  const sources = relatedFields(props.templateJson)
    .map((f) => JSON.stringify(props.formData?.[f] ?? null))
    .join('|');
  const previous = useRef(sources);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const multiple = props.multiple ?? false;
  useEffect(() => {
    if (previous.current === sources) return;
    previous.current = sources;
    onChange.current?.(resetValue(multiple));
  }, [sources, multiple]);
}

/**
 * A select whose options come from static options, a dictionary or a data interface, as the form
 * model's option sources do (spec 02 §3 "data source types").
 */
export function DataSourceSelect({ dataType, ...props }: DataSourceSelectProps) {
  if (dataType === 'dictionary')
    return (
      <DictionarySelect
        enCode={props.dictionaryType ?? ''}
        valueField={props.props?.value === 'id' ? 'id' : 'enCode'}
        value={props.value}
        onChange={props.onChange}
        multiple={props.multiple}
        placeholder={props.placeholder}
        disabled={props.disabled}
        allowClear={props.allowClear}
        id={props.id}
        data-testid={props['data-testid']}
      />
    );
  if (dataType === 'dynamic') return <DynamicSelect {...props} />;
  return <PlainSelect {...props} items={toOptions(props.options ?? [], props.props)} />;
}

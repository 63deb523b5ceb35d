import { Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryValueField } from './dictionary-options';
import { useDictionaryOptions } from './use-dictionary';

/** Props of {@link DictionarySelect}. */
export interface DictionarySelectProps {
  /** Code of the dictionary (e.g. `sex`). */
  enCode: string;
  /** Selected value (an array when `multiple`). */
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  multiple?: boolean;
  /** Item field used as value; default 'enCode'. */
  valueField?: DictionaryValueField;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  style?: React.CSSProperties;
  id?: string;
  'data-testid'?: string;
}

/** A select over a dictionary's enabled items; a tree select for tree dictionaries. */
export function DictionarySelect(props: DictionarySelectProps) {
  const { t } = useTranslation();
  const { enCode, value, onChange, multiple, valueField, allowClear = true, ...rest } = props;
  const { options, isLoading, isTree } = useDictionaryOptions(enCode, { valueField });
  const common = {
    ...rest,
    value: value ?? undefined,
    allowClear,
    loading: isLoading,
    placeholder: props.placeholder ?? t('dictionary.select.placeholder'),
    showSearch: true,
    style: { width: '100%', ...props.style },
  };
  if (isTree)
    return (
      <TreeSelect
        {...common}
        multiple={multiple}
        treeData={options}
        treeDefaultExpandAll
        treeNodeFilterProp="label"
        onChange={(next: string | string[] | undefined) => onChange?.(next)}
      />
    );
  return (
    <Select
      {...common}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      optionFilterProp="label"
      onChange={(next: string | string[] | undefined) => onChange?.(next)}
    />
  );
}

import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaNamesOptions, areaPickerApi } from './area-api';
import {
  DEFAULT_AREA_LEVEL,
  namesOfPaths,
  normalizeMultipleArea,
  normalizeSingleArea,
  toAreaOption,
  type AreaLevel,
  type AreaOption,
} from './area-rules';

interface CommonProps {
  /** Depth to pick at: 0 province, 1 city, 2 district (default), 3 street. */
  level?: AreaLevel;
  disabled?: boolean;
  /** Default true. */
  clearable?: boolean;
  /** Defaults to the locale's 请选择. */
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Props of one address: the id path from the province down to the picking depth. */
export interface AreaPickerSingleProps extends CommonProps {
  multiple?: false;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Props of several addresses: a duplicate-free list of id paths. */
export interface AreaPickerMultipleProps extends CommonProps {
  multiple: true;
  value?: string[][];
  onChange?: (value: string[][]) => void;
}

/** Props of {@link AreaPicker}. */
export type AreaPickerProps = AreaPickerSingleProps | AreaPickerMultipleProps;

const withChildren = (options: AreaOption[], path: readonly string[], children: AreaOption[]): AreaOption[] =>
  options.map((o) => {
    if (o.value !== path[0]) return o;
    if (path.length === 1) return { ...o, children };
    return { ...o, children: withChildren(o.children ?? [], path.slice(1), children) };
  });

/**
 * The province/city/district picker 省市区 (spec 02): a lazily loaded cascader where only divisions
 * at the configured depth can be picked; a saved value shows its names (loaded by GetAreaByIds).
 */
export function AreaPicker(props: AreaPickerProps) {
  const { level = DEFAULT_AREA_LEVEL, disabled, clearable = true } = props;
  const { t } = useTranslation();
  const [options, setOptions] = useState<AreaOption[]>([]);
  const paths = useMemo(
    () =>
      (props.multiple
        ? normalizeMultipleArea(props.value, level)
        : [normalizeSingleArea(props.value, level)]
      ).filter((p) => p.length > 0),
    [props.multiple, props.value, level],
  );
  const names = useQuery(areaNamesOptions(paths));
  const nameOf = useMemo(() => namesOfPaths(paths, names.data ?? []), [paths, names.data]);

  useEffect(() => {
    let live = true;
    void areaPickerApi.children('-1').then(
      (nodes) => live && setOptions(nodes.map((n) => toAreaOption(n, 0, level))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [level]);

  const loadData = (selected: AreaOption[]) => {
    const last = selected[selected.length - 1];
    if (!last) return;
    const path = selected.map((o) => o.value);
    void areaPickerApi.children(last.value).then(
      (nodes) =>
        setOptions((current) =>
          withChildren(
            current,
            path,
            nodes.map((n) => toAreaOption(n, selected.length, level)),
          ),
        ),
      // a failed load only stops the spinner (spec 02 §8): an empty list ends the branch
      () => setOptions((current) => withChildren(current, path, [])),
    );
  };
  const displayRender = (labels: string[]) => labels.map((label) => nameOf.get(label) ?? label).join(' / ');
  const common = {
    id: props.id,
    options,
    loadData,
    disabled,
    allowClear: clearable,
    displayRender,
    placeholder: props.placeholder ?? t('area.picker.placeholder'),
    style: { width: '100%' },
    'aria-label': props['aria-label'],
    'data-testid': props['data-testid'],
  };

  if (props.multiple) {
    const { onChange } = props;
    return (
      <Cascader<AreaOption, 'value'>
        {...common}
        multiple
        maxTagCount="responsive"
        showCheckedStrategy={Cascader.SHOW_CHILD}
        value={paths}
        onChange={(value) => onChange?.(normalizeMultipleArea(value, level))}
      />
    );
  }
  const { onChange } = props;
  return (
    <Cascader<AreaOption>
      {...common}
      value={paths[0] ?? []}
      onChange={(value) => onChange?.(normalizeSingleArea(value, level))}
    />
  );
}

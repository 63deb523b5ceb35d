import type { FieldItem } from '@tessera/shared';
import type { ReactNode } from 'react';
import { useDictionaryOptions } from '@/components/dictionary';
import {
  toOptions,
  useInterfaceOptions,
  type OptionItem,
  type OptionProps,
} from '@/components/dynamic-options';
import type { TemplateParam } from '@/components/popup-select';

type Values = Readonly<Record<string, unknown>>;
/** Options and whether they are still loading. */
export interface FieldOptions {
  options: OptionItem[];
  loading: boolean;
}
type Render = (o: FieldOptions) => ReactNode;

interface TemplateItem {
  field?: unknown;
  relationField?: unknown;
  sourceType?: unknown;
  defaultValue?: unknown;
}

const paramCache = new WeakMap<FieldItem, TemplateParam[]>();

/**
 * A field's interface parameters (`templateJson`): sourceType 1 reads the form field named by
 * relationField, the others send their defaultValue.
 */
export function templateParams(field: FieldItem): TemplateParam[] {
  const cached = paramCache.get(field);
  if (cached) return cached;
  const raw = field.templateJson ?? field.__config__.templateJson;
  const list = (Array.isArray(raw) ? (raw as TemplateItem[]) : []).map((p) => ({
    field: String(p.field ?? ''),
    ...(p.sourceType === 1 && typeof p.relationField === 'string' && p.relationField
      ? { relationField: p.relationField }
      : {}),
    defaultValue: p.defaultValue ?? '',
  }));
  paramCache.set(field, list);
  return list;
}

const UNIT_SELECT_TYPES = new Set(['dep', 'pos', 'role', 'group']);

/** A user field limited to the users of the unit picked in another field (selectType dep/pos/role/group). */
export const userUnitSource = (field: FieldItem): string | undefined =>
  field.__config__.jnpfKey === 'userSelect' &&
  typeof field.selectType === 'string' &&
  UNIT_SELECT_TYPES.has(field.selectType) &&
  typeof field.relationField === 'string' &&
  field.relationField
    ? field.relationField
    : undefined;

/** The form fields a field's options, popup or user choice depend on (linkage sources). */
export function linkageSources(field: FieldItem): string[] {
  const sources = templateParams(field).map((p) => p.relationField ?? '');
  return [...new Set([...sources, userUnitSource(field) ?? ''].filter(Boolean))];
}

const propsOf = (field: FieldItem): OptionProps =>
  typeof field.props === 'object' && field.props !== null ? (field.props as OptionProps) : {};

function StaticOptions({ field, children }: { field: FieldItem; children: Render }) {
  return <>{children({ options: toOptions(field.options, propsOf(field)), loading: false })}</>;
}

function DictionaryOptions({ field, children }: { field: FieldItem; children: Render }) {
  const code = String(field.__config__.dictionaryType ?? '');
  const { options, isLoading } = useDictionaryOptions(code, {
    valueField: propsOf(field).value === 'id' ? 'id' : 'enCode',
  });
  return <>{children({ options, loading: isLoading })}</>;
}

function InterfaceOptions({
  field,
  formValues,
  children,
}: {
  field: FieldItem;
  formValues: Values;
  children: Render;
}) {
  const url = String(field.__config__.propsUrl ?? '') || undefined;
  const { options, isLoading } = useInterfaceOptions(url, templateParams(field), formValues, propsOf(field));
  return <>{children({ options, loading: isLoading })}</>;
}

/** Renders `children` with a field's options from its source: static, a dictionary or a data interface. */
export function WithOptions(props: { field: FieldItem; formValues: Values; children: Render }) {
  const type = props.field.__config__.dataType;
  if (type === 'dictionary') return <DictionaryOptions {...props} />;
  if (type === 'dynamic') return <InterfaceOptions {...props} />;
  return <StaticOptions {...props} />;
}

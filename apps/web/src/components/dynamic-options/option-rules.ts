import type { TemplateParam } from '@/components/popup-select/popup-rules';

/** Where a select's options come from (form model `__config__.dataType`). */
export type OptionDataType = 'static' | 'dictionary' | 'dynamic';

/** Which record fields become an option's label, value and children. */
export interface OptionProps {
  label?: string;
  value?: string;
  children?: string;
}

/** An option as antd selects take it. */
export interface OptionItem {
  label: string;
  value: string;
  children?: OptionItem[];
}

/** Label and value fields unless configured (form model: fullName / id). */
export const DEFAULT_OPTION_PROPS: Required<OptionProps> = {
  label: 'fullName',
  value: 'id',
  children: 'children',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * Interface records mapped to options through `props`: records without a value are dropped, a
 * missing label falls back to the value, nested `children` are mapped the same way.
 */
export function toOptions(records: unknown, props: OptionProps = {}): OptionItem[] {
  if (!Array.isArray(records)) return [];
  const p: Required<OptionProps> = {
    label: props.label || DEFAULT_OPTION_PROPS.label,
    value: props.value || DEFAULT_OPTION_PROPS.value,
    children: props.children || DEFAULT_OPTION_PROPS.children,
  };
  const out: OptionItem[] = [];
  for (const record of records) {
    if (typeof record !== 'object' || record === null) continue;
    const r = record as Record<string, unknown>;
    const value = text(r[p.value]);
    if (value === undefined) continue;
    const item: OptionItem = { value, label: text(r[p.label]) ?? value };
    const children = toOptions(r[p.children], p);
    if (children.length > 0) item.children = children;
    out.push(item);
  }
  return out;
}

/** The form fields a template reads (a change to any of them resets the dependent field). */
export function relatedFields(templateJson: readonly TemplateParam[] | undefined): string[] {
  return [...new Set((templateJson ?? []).map((p) => p.relationField ?? '').filter((f) => f !== ''))];
}

/** The empty value of a dependent field after its source changed. */
export function resetValue(multiple: boolean): string[] | undefined {
  return multiple ? [] : undefined;
}

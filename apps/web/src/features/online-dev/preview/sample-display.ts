import { childrenOf, holdsValue, kindOf, walkFields, type FieldItem, type FormData } from '@tessera/shared';

// Display values of the preview's sample rows, the way the server answers List and DataChange
// (form-model.md §5.4): option labels, names of the pickers' people and units, formatted dates,
// switch texts; relation keys kept in `<vModel>_id`.

/** A stored field of a design: main field or sub-table column. */
export interface SampleField {
  vModel: string;
  jnpfKey: string;
  field: FieldItem;
}

/** The main fields and the sub-tables (with their columns) of a design, in document order. */
export interface SampleFields {
  main: SampleField[];
  tables: { vModel: string; label: string; columns: SampleField[] }[];
}

/** The stored fields of a design (shared walk; containers open, attrs only when stored). */
export function sampleFieldsOf(form: Pick<FormData, 'fields'>): SampleFields {
  const main: SampleField[] = [];
  const tables: SampleFields['tables'] = [];
  for (const { field, kind, table } of walkFields(form.fields)) {
    if (table || !field.__vModel__ || !kind) continue;
    if (kind.key === 'table') {
      const columns = childrenOf(field).flatMap((c) => {
        const k = kindOf(c);
        return c.__vModel__ && k && holdsValue(c, k)
          ? [{ vModel: c.__vModel__, jnpfKey: k.key, field: c }]
          : [];
      });
      tables.push({ vModel: field.__vModel__, label: String(field.__config__.label ?? ''), columns });
    } else if (holdsValue(field, kind)) main.push({ vModel: field.__vModel__, jnpfKey: kind.key, field });
  }
  return { main, tables };
}

const OPTION_KEYS = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);
const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime']);
/** Pickers whose stored ids show as names. */
const NAMED_KEYS = new Set([
  'userSelect',
  'usersSelect',
  'createUser',
  'modifyUser',
  'organizeSelect',
  'depSelect',
  'currOrganize',
  'posSelect',
  'currPosition',
  'roleSelect',
  'groupSelect',
]);
const RELATION_KEYS = new Set(['relationForm', 'popupSelect', 'popupTableSelect']);
const pad = (n: number) => String(n).padStart(2, '0');

/** An epoch-ms time in a JNPF format (`yyyy-MM-dd HH:mm:ss` and its parts), in local time. */
export function formatTime(ms: number, format: string): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (t) => parts[t] ?? t);
}

/** A static option list as value → label (children walked), with the field's label/value keys. */
export function optionLabels(field: FieldItem): Map<string, string> {
  const props = (field.props ?? {}) as { label?: unknown; value?: unknown; children?: unknown };
  const label = typeof props.label === 'string' ? props.label : 'fullName';
  const value = typeof props.value === 'string' ? props.value : 'id';
  const children = typeof props.children === 'string' ? props.children : 'children';
  const out = new Map<string, string>();
  const visit = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 20) return;
    for (const o of list as Record<string, unknown>[]) {
      if (!o || typeof o !== 'object') continue;
      if (o[value] !== undefined) out.set(String(o[value]), String(o[label] ?? o[value]));
      visit(o[children], depth + 1);
    }
  };
  visit(field.options, 0);
  return out;
}

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap((x) => flat(x)) : [v]);
const idsOf = (v: unknown): string[] =>
  flat(v)
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .map(String);

/**
 * The display value of one stored value. `names` holds the names of the ids the sample uses
 * (the signed-in user and their units); a user id's entry is `name/account`.
 */
export function displayValue(f: SampleField, raw: unknown, names: ReadonlyMap<string, string>): unknown {
  if (raw === null || raw === undefined || raw === '') return raw ?? null;
  const key = f.jnpfKey;
  const props = f.field as {
    activeTxt?: unknown;
    inactiveTxt?: unknown;
    format?: unknown;
    multiple?: unknown;
  };
  if (NAMED_KEYS.has(key)) {
    const shown = idsOf(raw).map((id) => {
      // usersSelect stores `<id>--<kind>`
      const name = names.get(id.split('--')[0]!) ?? id;
      return key === 'createUser' || key === 'modifyUser' ? name : name.split('/')[0]!;
    });
    if ((key === 'organizeSelect' || key === 'currOrganize') && Array.isArray(raw) && !props.multiple)
      return shown[shown.length - 1] ?? null;
    return shown.join(',');
  }
  if (key === 'switch') {
    const on = raw === true || raw === 1 || raw === '1';
    const text = on ? props.activeTxt : props.inactiveTxt;
    return typeof text === 'string' ? text : on ? '1' : '0';
  }
  if (DATE_KEYS.has(key) && typeof raw === 'number') {
    const format = typeof props.format === 'string' && props.format ? props.format : 'yyyy-MM-dd HH:mm:ss';
    return formatTime(raw, format);
  }
  if (OPTION_KEYS.has(key)) {
    const labels = optionLabels(f.field);
    return idsOf(raw)
      .map((v) => labels.get(v) ?? v)
      .join(key === 'cascader' && !props.multiple ? '/' : ',');
  }
  if (Array.isArray(raw) && raw.every((x) => typeof x !== 'object')) return raw.join(',');
  return raw;
}

/** A row's display values for some fields, relation keys kept in `<vModel>_id`. */
export function displayRow(
  fields: readonly SampleField[],
  raw: Record<string, unknown>,
  names: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    out[f.vModel] = displayValue(f, raw[f.vModel], names);
    if (RELATION_KEYS.has(f.jnpfKey)) out[`${f.vModel}_id`] = raw[f.vModel] ?? null;
  }
  return out;
}

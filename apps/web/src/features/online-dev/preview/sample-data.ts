import { computeCalculated, type FieldItem, type FormData } from '@tessera/shared';
import { sampleFieldsOf, type SampleField } from './sample-display';

// Sample rows of a design for its preview: deterministic values from each field's kind and
// settings (numbers in their range and precision, the static options, dates counting back from
// a given day, switches, sub-table rows), the pickers filled with the signed-in user and units.

/** How many sample rows a preview holds: more than one page of 20, so paging shows. */
export const SAMPLE_ROW_COUNT = 25;

/** The signed-in user and their units: the ids pickers hold in the sample, with their names. */
export interface SampleUser {
  id: string;
  name: string;
  account: string;
  organizeId?: string;
  organizeName?: string;
  departmentId?: string;
  departmentName?: string;
  positionId?: string;
  positionName?: string;
  roleId?: string;
  roleName?: string;
}

/** What a sample is made from besides the design. */
export interface SampleOptions {
  count?: number;
  /** The day the dates count back from (epoch ms). */
  now: number;
  user?: SampleUser;
}

/** A stored row: raw values, sub-table rows under the sub-table's vModel. */
export type SampleRow = Record<string, unknown> & { id: string };

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const COLORS = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A small stable hash of a text (FNV-1a), so two fields of one kind get different values. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The names the sample's ids show as: a user is `name/account` (form-model.md §5.4). */
export function sampleNames(user: SampleUser | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!user) return out;
  out.set(user.id, `${user.name}/${user.account}`);
  const units: [string | undefined, string | undefined][] = [
    [user.organizeId, user.organizeName],
    [user.departmentId, user.departmentName],
    [user.positionId, user.positionName],
    [user.roleId, user.roleName],
  ];
  for (const [id, name] of units) if (id && name) out.set(id, name);
  return out;
}

/** The static options of a field (none for dictionary or interface options). */
function optionsOf(field: FieldItem): Record<string, unknown>[] {
  const source = (field.__config__ as { dataType?: unknown }).dataType;
  if (source !== undefined && source !== 'static') return [];
  return Array.isArray(field.options)
    ? (field.options as unknown[]).filter((o): o is Record<string, unknown> => !!o && typeof o === 'object')
    : [];
}

const keysOf = (field: FieldItem) => {
  const props = (field.props ?? {}) as { value?: unknown; children?: unknown };
  return {
    value: typeof props.value === 'string' ? props.value : 'id',
    children: typeof props.children === 'string' ? props.children : 'children',
  };
};

/** A path of option values: the n-th top option, then each level's first child. */
function optionPath(field: FieldItem, n: number): unknown[] {
  const { value, children } = keysOf(field);
  const top = optionsOf(field);
  const path: unknown[] = [];
  let at: Record<string, unknown> | undefined = top.length ? top[n % top.length] : undefined;
  for (let depth = 0; at && depth < 20; depth++) {
    path.push(at[value]);
    const next = at[children];
    at = Array.isArray(next) && next.length ? (next[0] as Record<string, unknown>) : undefined;
  }
  return path;
}

/** Every option value of a tree, depth first. */
function treeValues(field: FieldItem): unknown[] {
  const { value, children } = keysOf(field);
  const out: unknown[] = [];
  const visit = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 20) return;
    for (const o of list as Record<string, unknown>[]) {
      if (!o || typeof o !== 'object') continue;
      out.push(o[value]);
      visit(o[children], depth + 1);
    }
  };
  visit(optionsOf(field), 0);
  return out;
}

/** A number in the field's range and precision (0 to 1,000 when unbounded). */
function sampleNumber(field: FieldItem, seed: number): number {
  let min = num(field.min) ?? 0;
  let max = num(field.max) ?? min + 1000;
  if (max < min) [min, max] = [max, min];
  const precision = Math.min(Math.max(num(field.precision) ?? 0, 0), 6);
  const raw = min + ((seed % 1000) / 999) * (max - min);
  const scale = 10 ** precision;
  return Math.min(max, Math.max(min, Math.round(raw * scale) / scale));
}

/** The ids of the user's unit as an organisation path (company, then department). */
const unitPath = (user: SampleUser | undefined) =>
  [user?.organizeId, user?.departmentId].filter((id, i, all): id is string => !!id && all.indexOf(id) === i);

/** One field's sample value for row (or sub-row) number `n`. */
export function sampleValue(f: SampleField, n: number, options: SampleOptions): unknown {
  const field = f.field;
  const seed = hash(f.vModel) + n * 7919;
  const multiple = field.multiple === true;
  const many = (v: unknown) => (v === null || v === undefined ? null : multiple ? [v] : v);
  const { user } = options;
  const label = String(field.__config__.label ?? '') || f.vModel;
  switch (f.jnpfKey) {
    case 'input':
    case 'textarea':
    case 'autoComplete': {
      const text = `${label} ${pad(n + 1)}`;
      const max = num(field.maxlength);
      return max && max > 0 ? text.slice(0, max) : text;
    }
    case 'editor':
      return `<p>${label} ${pad(n + 1)}</p>`;
    case 'numInput':
    case 'slider':
      return sampleNumber(field, seed);
    case 'rate':
      return (n % Math.max(1, num(field.count) ?? 5)) + 1;
    case 'switch': {
      const on = n % 3 !== 0;
      return on ? (field.activeValue ?? 1) : (field.inactiveValue ?? 0);
    }
    case 'radio':
    case 'select':
    case 'checkbox': {
      const list = optionsOf(field);
      if (!list.length) return f.jnpfKey === 'checkbox' || multiple ? [] : null;
      const v = list[(hash(f.vModel) + n) % list.length]![keysOf(field).value];
      return f.jnpfKey === 'checkbox' ? [v] : many(v);
    }
    case 'cascader': {
      const path = optionPath(field, hash(f.vModel) + n);
      return path.length ? (multiple ? [path] : path) : multiple ? [] : null;
    }
    case 'treeSelect': {
      const all = treeValues(field);
      return all.length ? many(all[(hash(f.vModel) + n) % all.length]) : null;
    }
    case 'datePicker':
      return Math.floor(options.now / DAY) * DAY - n * DAY;
    case 'createTime':
      return options.now - n * HOUR;
    case 'timePicker':
      return `${pad(8 + (n % 10))}:${pad((n * 7) % 60)}:00`.slice(
        0,
        typeof field.format === 'string' ? field.format.length : 8,
      );
    case 'colorPicker':
      return COLORS[n % COLORS.length];
    case 'userSelect':
    case 'createUser':
      return user ? (f.jnpfKey === 'userSelect' ? many(user.id) : user.id) : null;
    case 'usersSelect':
      return user ? many(`${user.id}--user`) : null;
    case 'depSelect':
      return many(user?.departmentId || user?.organizeId || null);
    case 'organizeSelect':
    case 'currOrganize': {
      const path = unitPath(user);
      return path.length ? (multiple ? [path] : path) : null;
    }
    case 'posSelect':
    case 'currPosition':
      return many(user?.positionId || null);
    case 'roleSelect':
      return many(user?.roleId || null);
    case 'billRule':
      return `PV${pad(n + 1, 4)}`;
    case 'uploadFile':
    case 'uploadImg':
      return [];
    default:
      // people and records the sample cannot make up (groups, areas, relations, popups,
      // signatures, locations) stay empty, as does what the server fills on update
      return null;
  }
}

/**
 * The sample rows of a design: `count` rows (25 by default), each with one to three sub-table
 * rows, calculate fields computed by the shared formula code. The same inputs give the same rows.
 */
export function sampleRows(form: Pick<FormData, 'fields'>, options: SampleOptions): SampleRow[] {
  const { main, tables } = sampleFieldsOf(form);
  const count = options.count ?? SAMPLE_ROW_COUNT;
  const rows: SampleRow[] = [];
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    for (const f of main) row[f.vModel] = sampleValue(f, i, options);
    for (const t of tables) {
      const subs = 1 + (i % 3);
      row[t.vModel] = Array.from({ length: subs }, (_, j) => {
        const sub: Record<string, unknown> = { id: `sample-${i + 1}-${j + 1}` };
        for (const c of t.columns) sub[c.vModel] = sampleValue(c, i * 3 + j, options);
        return sub;
      });
    }
    rows.push({ ...computeCalculated(form.fields, row), id: `sample-${i + 1}` });
  }
  return rows;
}

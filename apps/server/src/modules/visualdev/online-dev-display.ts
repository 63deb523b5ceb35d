import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DesignField } from './form-model.adapter';
import {
  dictionaryNames,
  objectNames,
  relationNames,
  userNames,
  type NamedTable,
} from './online-dev-names.repository';

// Display values of a generated list and detail (form-model.md §5.4): option labels, the names
// of users, organisations, positions, roles and groups, dictionary items, formatted dates and
// switch texts. Every lookup is one query per kind for a whole page.

type Lookup = 'user' | 'organize' | 'position' | 'role' | 'group';

const LOOKUP: Record<string, Lookup> = {
  userSelect: 'user',
  usersSelect: 'user',
  createUser: 'user',
  modifyUser: 'user',
  organizeSelect: 'organize',
  depSelect: 'organize',
  currOrganize: 'organize',
  posSelect: 'position',
  currPosition: 'position',
  roleSelect: 'role',
  groupSelect: 'group',
};
const TABLE: Record<Exclude<Lookup, 'user'>, NamedTable> = {
  organize: 'base_organize',
  position: 'base_position',
  role: 'base_role',
  group: 'base_group',
};
const OPTION_KEYS = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);
const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime']);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An epoch-ms time in a JNPF format (`yyyy-MM-dd HH:mm:ss` and its parts). */
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

const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap((x) => flat(x)) : [v]);
const idsOf = (v: unknown): string[] =>
  flat(v)
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .map(String);

interface OptionIndex {
  byValue: Map<string, string>;
}

function optionIndex(field: DesignField): OptionIndex | undefined {
  const f = field.field as Record<string, unknown> & {
    props?: { label?: unknown; value?: unknown; children?: unknown };
    options?: unknown;
  };
  const label = typeof f.props?.label === 'string' ? f.props.label : 'fullName';
  const value = typeof f.props?.value === 'string' ? f.props.value : 'id';
  const children = typeof f.props?.children === 'string' ? f.props.children : 'children';
  const byValue = new Map<string, string>();
  const visit = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 20) return;
    for (const o of list.slice(0, 5000) as Record<string, unknown>[]) {
      if (!o || typeof o !== 'object') continue;
      if (o[value] !== undefined) byValue.set(String(o[value]), String(o[label] ?? o[value]));
      visit(o[children], depth + 1);
    }
  };
  visit(f.options, 0);
  return { byValue };
}

/** Turns stored rows into display rows for a set of fields. */
export class Displayer {
  private readonly names = new Map<Lookup, Map<string, string>>();
  private readonly dictionaries = new Map<string, Map<string, string>>();
  private readonly options = new Map<DesignField, OptionIndex | undefined>();
  /** Display texts of related records by relationForm field. */
  private readonly related = new Map<DesignField, Map<string, string>>();

  constructor(private readonly db: Kysely<DB>) {}

  private dictionaryOf(field: DesignField): string | undefined {
    const config = field.field.__config__ as { dataType?: unknown; dictionaryType?: unknown };
    return config.dataType === 'dictionary' &&
      typeof config.dictionaryType === 'string' &&
      config.dictionaryType
      ? config.dictionaryType
      : undefined;
  }

  /** Loads every name the rows need, one query per kind. */
  async prepare(fields: DesignField[], rows: Record<string, unknown>[]): Promise<void> {
    const wanted = new Map<Lookup, Set<string>>();
    const types = new Set<string>();
    for (const f of fields) {
      const kind = LOOKUP[f.jnpfKey];
      if (kind) {
        const set = wanted.get(kind) ?? new Set<string>();
        for (const r of rows) for (const id of idsOf(r[f.vModel])) set.add(id);
        wanted.set(kind, set);
      }
      const type = this.dictionaryOf(f);
      if (type) types.add(type);
    }
    for (const [kind, ids] of wanted) {
      const list = [...ids].filter((id) => id.length <= 64);
      const map = this.names.get(kind) ?? new Map<string, string>();
      this.names.set(kind, map);
      for (let i = 0; i < list.length; i += 500) {
        const chunk = list.slice(i, i + 500);
        const found =
          kind === 'user' ? await userNames(this.db, chunk) : await objectNames(this.db, TABLE[kind], chunk);
        for (const [id, name] of found) map.set(id, name);
      }
    }
    for (const f of fields) {
      if (f.jnpfKey !== 'relationForm') continue;
      const props = f.field as { modelId?: unknown; relationField?: unknown };
      if (typeof props.modelId !== 'string' || typeof props.relationField !== 'string') continue;
      const ids = [...new Set(rows.flatMap((r) => idsOf(r[f.vModel])))].filter((id) => id.length <= 64);
      const map = new Map<string, string>();
      for (let i = 0; i < ids.length; i += 500)
        for (const [id, shown] of await relationNames(
          this.db,
          props.modelId,
          props.relationField,
          ids.slice(i, i + 500),
        ))
          map.set(id, shown);
      this.related.set(f, map);
    }
    for (const type of types)
      if (!this.dictionaries.has(type)) this.dictionaries.set(type, await dictionaryNames(this.db, type));
  }

  /** The display value of one stored value. */
  value(field: DesignField, raw: unknown): unknown {
    if (raw === null || raw === undefined || raw === '') return raw ?? null;
    const key = field.jnpfKey;
    const props = field.field as {
      activeTxt?: unknown;
      inactiveTxt?: unknown;
      format?: unknown;
      multiple?: unknown;
    };
    const kind = LOOKUP[key];
    if (kind) {
      const map = this.names.get(kind);
      const names = idsOf(raw).map((id) => {
        const name = map?.get(id) ?? id;
        // a user picker shows names; the creator and modifier show "name/account"
        return key === 'createUser' || key === 'modifyUser' ? name : name.split('/')[0]!;
      });
      // an organisation path shows its last level
      if ((key === 'organizeSelect' || key === 'currOrganize') && Array.isArray(raw) && !props.multiple)
        return names[names.length - 1] ?? null;
      return names.join(',');
    }
    if (key === 'relationForm') {
      const map = this.related.get(field);
      return idsOf(raw)
        .map((id) => map?.get(id) ?? id)
        .join(',');
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
      const type = this.dictionaryOf(field);
      const map = type
        ? this.dictionaries.get(type)
        : (this.options.has(field) ? this.options.get(field) : this.cacheOptions(field))?.byValue;
      const labels = idsOf(raw).map((v) => map?.get(v) ?? v);
      return labels.join(key === 'cascader' && !props.multiple ? '/' : ',');
    }
    if (Array.isArray(raw) && raw.every((x) => typeof x !== 'object')) return raw.join(',');
    return raw;
  }

  private cacheOptions(field: DesignField): OptionIndex | undefined {
    const index = optionIndex(field);
    this.options.set(field, index);
    return index;
  }

  /** A row's display values for the fields, keeping the raw key of relation fields in `<vModel>_id`. */
  row(fields: DesignField[], raw: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      out[f.vModel] = this.value(f, raw[f.vModel]);
      if (f.jnpfKey === 'relationForm' || f.jnpfKey === 'popupSelect' || f.jnpfKey === 'popupTableSelect')
        out[`${f.vModel}_id`] = raw[f.vModel] ?? null;
    }
    return out;
  }
}

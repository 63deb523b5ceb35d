import type { ServerMessageKey } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DesignField } from './form-model.adapter';
import { dictionaryItems, objectsNamed, organizePaths, usersNamed } from './online-dev-import.repository';
import type { NamedTable } from './online-dev-names.repository';

// The file's texts as stored values (form-model.md §5.8: "text is mapped back to ids on the
// server"): option labels to option values, names to ids, dates and numbers checked. A text that
// maps to nothing fails its record with a message naming the field and the text.

/** Reports why a value was refused (the record fails). */
export type Fail = (key: ServerMessageKey, params: Record<string, string | number>) => void;

/** The importer's own values, for fields that default to the current user, organisation, position. */
export interface Importer {
  userId: string;
  organizeId: string | null;
  positionId: string | null;
}

const TEXT_KEYS = ['input', 'textarea', 'colorPicker', 'autoComplete'];
const NUMBER_KEYS = ['numInput', 'inputNumber', 'rate', 'slider'];
const OPTION_KEYS = ['select', 'radio', 'checkbox', 'cascader', 'treeSelect'];
const NAMED: Record<string, NamedTable | 'user'> = {
  userSelect: 'user',
  usersSelect: 'user',
  organizeSelect: 'base_organize',
  depSelect: 'base_organize',
  posSelect: 'base_position',
  roleSelect: 'base_role',
  groupSelect: 'base_group',
};

/** Widgets a file may fill (system, bill number, formulas, files, signatures, popups: never). */
export const IMPORTABLE_KEYS = new Set([
  ...TEXT_KEYS,
  ...NUMBER_KEYS,
  ...OPTION_KEYS,
  ...Object.keys(NAMED),
  'switch',
  'datePicker',
  'timePicker',
]);

const SPLIT = /[,，]/;
const pieces = (text: string) =>
  text
    .split(SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);
const days = (y: number, m: number) => new Date(y, m, 0).getDate();

/** A date text (`yyyy-MM-dd`, `/` or `.` too, with an optional `HH:mm[:ss]`) as epoch ms, local time. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > days(y!, mo!) || h > 23 || mi > 59 || s > 59) return null;
  return new Date(y!, mo! - 1, d!, h, mi, s).getTime();
}

/** A time text `H:mm[:ss]` as `HH:mm:ss`. */
export function parseTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [h, mi, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  if (h! > 23 || mi! > 59 || s > 59) return null;
  return [h, mi, s].map((n) => String(n).padStart(2, '0')).join(':');
}

interface OptionNode {
  value: unknown;
  label: string;
  children: OptionNode[];
}

/** The static options of a field as a tree of value and label. */
function optionTree(field: DesignField): OptionNode[] {
  const f = field.field as Record<string, unknown> & {
    props?: { label?: unknown; value?: unknown; children?: unknown };
  };
  const label = typeof f.props?.label === 'string' ? f.props.label : 'fullName';
  const value = typeof f.props?.value === 'string' ? f.props.value : 'id';
  const children = typeof f.props?.children === 'string' ? f.props.children : 'children';
  const walk = (list: unknown, depth: number): OptionNode[] =>
    !Array.isArray(list) || depth > 20
      ? []
      : (list.slice(0, 5000) as Record<string, unknown>[])
          .filter((o) => o && typeof o === 'object' && o[value] !== undefined)
          .map((o) => ({
            value: o[value],
            label: String(o[label] ?? o[value]),
            children: walk(o[children], depth + 1),
          }));
  return walk(f.options, 0);
}

const flatten = (nodes: OptionNode[]): OptionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Converts the texts of one import into stored values; names are looked up once per kind. */
export class ImportValues {
  private readonly users = new Map<string, string>();
  private readonly objects = new Map<NamedTable, Map<string, string>>();
  private readonly paths = new Map<string, string[]>();
  private readonly dictionaries = new Map<string, OptionNode[]>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly importer: Importer,
  ) {}

  /** Loads the ids of every name the texts of these fields hold. */
  async prepare(fields: DesignField[], texts: (field: DesignField) => string[]): Promise<void> {
    const wanted = new Map<NamedTable | 'user', Set<string>>();
    for (const f of fields) {
      const kind = NAMED[f.jnpfKey];
      if (kind) {
        const set = wanted.get(kind) ?? new Set<string>();
        for (const text of texts(f))
          for (const part of pieces(text)) set.add(kind === 'user' ? (part.split('/').pop() ?? part) : part);
        wanted.set(kind, set);
      }
      const type = this.dictionaryOf(f);
      if (type && !this.dictionaries.has(type)) {
        const byCode = (f.field as { props?: { value?: unknown } }).props?.value === 'enCode';
        const items = await dictionaryItems(this.db, type);
        this.dictionaries.set(
          type,
          items.map((d) => ({ value: byCode ? d.en_code : d.id, label: d.full_name, children: [] })),
        );
      }
    }
    for (const [kind, set] of wanted) {
      const names = [...set].filter((n) => n.length <= 100);
      for (let i = 0; i < names.length; i += 500) {
        const chunk = names.slice(i, i + 500);
        if (kind === 'user') {
          const rows = await usersNamed(this.db, chunk);
          // an account wins over a name; a name two users share maps to neither
          const byName = new Map<string, string | null>();
          for (const u of rows) byName.set(u.real_name, byName.has(u.real_name) ? null : u.id);
          for (const [name, id] of byName) if (id) this.users.set(name, id);
          for (const u of rows) this.users.set(u.account, u.id);
          continue;
        }
        const map = this.objects.get(kind) ?? new Map<string, string>();
        for (const o of await objectsNamed(this.db, kind, chunk))
          if (!map.has(o.full_name)) map.set(o.full_name, o.id);
        this.objects.set(kind, map);
      }
    }
    const orgIds = [...(this.objects.get('base_organize')?.values() ?? [])];
    if (this.importer.organizeId) orgIds.push(this.importer.organizeId);
    for (const [id, path] of await organizePaths(this.db, orgIds)) this.paths.set(id, path);
  }

  private dictionaryOf(field: DesignField): string | undefined {
    const config = field.field.__config__ as { dataType?: unknown; dictionaryType?: unknown };
    return config.dataType === 'dictionary' && typeof config.dictionaryType === 'string'
      ? config.dictionaryType || undefined
      : undefined;
  }

  /** The stored value of one cell's text (null when empty); undefined after `fail` when refused. */
  value(f: DesignField, text: string, fail: Fail): unknown {
    const props = f.field as { multiple?: unknown; activeTxt?: unknown; inactiveTxt?: unknown };
    const config = f.field.__config__ as { defaultCurrent?: unknown };
    const multiple = props.multiple === true || f.jnpfKey === 'checkbox' || f.jnpfKey === 'usersSelect';
    const refuse = (key: ServerMessageKey, value = text) => {
      fail(key, { field: f.label, value: value.slice(0, 100) });
      return undefined;
    };
    const key = f.jnpfKey;
    if (text === '') return config.defaultCurrent === true ? this.current(key, multiple) : null;
    if (TEXT_KEYS.includes(key)) return text;
    if (NUMBER_KEYS.includes(key)) {
      const n = Number(text.replace(/,/g, ''));
      if (!/^[-+]?[\d,]*\.?\d+(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(n))
        return refuse('onlineDevImportNumber');
      const { min, max } = f.field as { min?: unknown; max?: unknown };
      if ((typeof min === 'number' && n < min) || (typeof max === 'number' && n > max))
        return refuse('onlineDevImportRange');
      return n;
    }
    if (key === 'switch') {
      if (text === props.activeTxt || /^(1|true)$/i.test(text)) return 1;
      if (text === props.inactiveTxt || /^(0|false)$/i.test(text)) return 0;
      return refuse('onlineDevImportNoOption');
    }
    if (key === 'datePicker') return parseDate(text) ?? refuse('onlineDevImportDate');
    if (key === 'timePicker') return parseTime(text) ?? refuse('onlineDevImportTime');
    if (OPTION_KEYS.includes(key)) return this.option(f, text, multiple, refuse);
    const kind = NAMED[key];
    if (!kind) return text;
    const ids: unknown[] = [];
    for (const part of multiple ? pieces(text) : [text.trim()]) {
      const id =
        kind === 'user'
          ? (this.users.get(part.split('/').pop() ?? part) ?? this.users.get(part))
          : this.objects.get(kind)?.get(part);
      if (!id) return refuse('onlineDevImportNotFound', part);
      ids.push(key === 'organizeSelect' ? (this.paths.get(id) ?? [id]) : id);
    }
    return multiple ? ids : ids[0];
  }

  private current(key: string, multiple: boolean): unknown {
    const { userId, organizeId, positionId } = this.importer;
    const id =
      key === 'userSelect' || key === 'usersSelect'
        ? userId
        : key === 'depSelect'
          ? organizeId
          : key === 'organizeSelect'
            ? organizeId && (this.paths.get(organizeId) ?? [organizeId])
            : key === 'posSelect'
              ? positionId
              : null;
    if (!id) return null;
    return multiple ? [id] : id;
  }

  private option(
    f: DesignField,
    text: string,
    multiple: boolean,
    refuse: (k: ServerMessageKey, v?: string) => undefined,
  ) {
    const config = f.field.__config__ as { dataType?: unknown };
    // options from a data interface are not known here: the text is kept as given
    if (config.dataType === 'dynamic') return multiple ? pieces(text) : text;
    const type = this.dictionaryOf(f);
    const tree = type ? (this.dictionaries.get(type) ?? []) : optionTree(f);
    const match = (nodes: OptionNode[], part: string) =>
      nodes.find((n) => n.label === part) ?? nodes.find((n) => String(n.value) === part);
    const one = (part: string): unknown => {
      if (f.jnpfKey !== 'cascader') return match(flatten(tree), part)?.value;
      // a cascader stores the path of values: "A/B/C" walks the levels
      const path: unknown[] = [];
      let level = tree;
      for (const step of part.split('/').map((s) => s.trim())) {
        const node = match(level, step);
        if (!node) return undefined;
        path.push(node.value);
        level = node.children;
      }
      return path;
    };
    const values: unknown[] = [];
    for (const part of multiple ? pieces(text) : [text.trim()]) {
      const value = one(part);
      if (value === undefined) return refuse('onlineDevImportNoOption', part);
      values.push(value);
    }
    return multiple ? values : values[0];
  }
}

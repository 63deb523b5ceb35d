import { childrenOf, holdsValue, kindOf, walkFields, type FieldItem } from '@tessera/shared';
import dayjs from 'dayjs';

/** What defaultCurrent reads of the signed-in user (form-model.md §6). */
export interface CurrentDefaults {
  userId?: string;
  organizeId?: string;
  departmentId?: string;
  positionIds?: readonly string[];
  roleIds?: readonly string[];
  signImg?: string;
}

type Values = Record<string, unknown>;
/** The key a sub-table row carries for the page (never sent). */
export const ROW_KEY = 'jnpfId';

let rowSeq = 0;
/** A fresh row key. */
export const newRowKey = () => `r${Date.now().toString(36)}${(rowSeq++).toString(36)}`;

/** The dayjs unit a date format shows down to (defaultCurrent truncates to it). */
export function formatUnit(format: unknown): dayjs.OpUnitType {
  const f = typeof format === 'string' ? format : 'yyyy-MM-dd';
  if (f.includes('ss')) return 'second';
  if (f.includes('mm')) return 'minute';
  if (/HH|hh/.test(f)) return 'hour';
  if (/dd|DD/.test(f)) return 'day';
  if (f.includes('MM')) return 'month';
  return 'year';
}

/** The original client's date format (yyyy-MM-dd) in dayjs tokens (YYYY-MM-DD). */
export const toDayjsFormat = (format: unknown, fallback = 'YYYY-MM-DD') =>
  typeof format === 'string' && format ? format.replace(/y/g, 'Y').replace(/d/g, 'D') : fallback;

const many = (field: FieldItem) => field.multiple === true;
const one = (field: FieldItem, ids: readonly string[] | undefined) => {
  const list = (ids ?? []).filter(Boolean);
  if (many(field)) return list.length ? [...list] : null;
  return list[0] ?? null;
};

function currentValue(field: FieldItem, user: CurrentDefaults, now: number): unknown {
  switch (field.__config__.jnpfKey) {
    case 'datePicker':
      return dayjs(now).startOf(formatUnit(field.format)).valueOf();
    case 'timePicker':
      return dayjs(now).format(toDayjsFormat(field.format, 'HH:mm:ss'));
    case 'organizeSelect': {
      const id = user.departmentId || user.organizeId;
      return id ? (many(field) ? [[id]] : [id]) : [];
    }
    case 'depSelect':
      return one(field, [user.departmentId ?? '']);
    case 'userSelect':
      return one(field, [user.userId ?? '']);
    case 'usersSelect':
      return one(field, user.userId ? [`${user.userId}--user`] : []);
    case 'posSelect':
      return one(field, user.positionIds);
    case 'roleSelect':
      return one(field, user.roleIds);
    case 'sign':
      return user.signImg ?? '';
    default:
      return undefined;
  }
}

/** A widget's starting value on create: defaultCurrent, else a copy of its defaultValue. */
export function defaultOf(field: FieldItem, user: CurrentDefaults, now = Date.now()): unknown {
  const config = field.__config__;
  if (config.defaultCurrent === true) {
    const current = currentValue(field, user, now);
    if (current !== undefined && current !== null) return current;
  }
  const value = config.defaultValue;
  if (value === undefined) return null;
  return typeof value === 'object' && value !== null ? structuredClone(value) : value;
}

/** A new sub-table row: each column's default, date/time defaultCurrent per row. */
export function newRow(table: FieldItem, user: CurrentDefaults, now = Date.now()): Values {
  const row: Values = { [ROW_KEY]: newRowKey() };
  for (const column of childrenOf(table)) {
    if (column.__vModel__) row[column.__vModel__] = defaultOf(column, user, now);
  }
  return row;
}

/** The values a new record starts with: every value widget's default, sub-tables empty. */
export function initialValues(fields: readonly FieldItem[], user: CurrentDefaults, now = Date.now()): Values {
  const values: Values = {};
  for (const w of walkFields(fields)) {
    const vModel = w.field.__vModel__;
    if (!vModel || w.table) continue;
    if (w.kind?.key === 'table') {
      values[vModel] = [];
      continue;
    }
    if (w.kind && (holdsValue(w.field, w.kind) || w.kind.value === 'attr'))
      values[vModel] = defaultOf(w.field, user, now);
  }
  return values;
}

/** Rows of a loaded record get their page keys. */
export function withRowKeys(fields: readonly FieldItem[], values: Values): Values {
  const out: Values = { ...values };
  for (const w of walkFields(fields)) {
    const vModel = w.field.__vModel__;
    if (kindOf(w.field)?.key !== 'table' || !vModel) continue;
    const rows = Array.isArray(out[vModel]) ? (out[vModel] as unknown[]) : [];
    out[vModel] = rows.map((r) => ({ ...(r as Values), [ROW_KEY]: newRowKey() }));
  }
  return out;
}

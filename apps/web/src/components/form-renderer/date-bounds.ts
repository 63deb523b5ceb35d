import type { FieldItem } from '@tessera/shared';
import dayjs, { type Dayjs } from 'dayjs';

const UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

function bound(field: FieldItem, side: 'start' | 'end', values: Readonly<Record<string, unknown>>) {
  const c = field.__config__;
  if (c[`${side}TimeRule`] !== true) return undefined;
  const type = c[`${side}TimeType`];
  const amount = Number(c[`${side}TimeValue`] ?? 0) || 0;
  const unit = UNITS[Math.max(0, Number(c[`${side}TimeTarget`] ?? 1) - 1)] ?? 'day';
  const now = dayjs();
  if (type === 1 && typeof c[`${side}TimeValue`] === 'number') return dayjs(c[`${side}TimeValue`] as number);
  if (type === 2) {
    const other = values[String(c[`${side}RelationField`] ?? '')];
    return typeof other === 'number' ? dayjs(other) : undefined;
  }
  if (type === 3) return now;
  if (type === 4) return now.subtract(amount, unit);
  if (type === 5) return now.add(amount, unit);
  return undefined;
}

/** The earliest and latest dates a date field allows (form-model.md §2.1 range rules). */
export function dateBounds(
  field: FieldItem,
  values: Readonly<Record<string, unknown>>,
): { min?: Dayjs; max?: Dayjs } {
  return { min: bound(field, 'start', values), max: bound(field, 'end', values) };
}

/** The fields a date field's range rules read (type 2). */
export function dateSources(field: FieldItem): string[] {
  const c = field.__config__;
  return (['start', 'end'] as const)
    .filter((s) => c[`${s}TimeRule`] === true && c[`${s}TimeType`] === 2)
    .map((s) => String(c[`${s}RelationField`] ?? ''))
    .filter(Boolean);
}

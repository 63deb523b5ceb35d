/**
 * The pickers' selection rules (spec 02 §4, §5), free of React so every rule has a unit test:
 * value normalisation, the pending list (single replaces, multiple is duplicate-free), confirm,
 * `id--type` ids and which node types may be picked.
 */

/** Node kinds a picker tree or list can show. */
export type PickType = 'company' | 'department' | 'position' | 'user' | 'group' | 'role' | 'global';

/** A picked item as the selected list and the field show it. */
export interface PickItem {
  /** The value emitted (a bare id, or `id--type` in the combined picker). */
  id: string;
  fullName: string;
  type?: string;
  /** Slash-joined organisation path, shown under the name. */
  organize?: string;
  headIcon?: string;
}

/** A picker's value: one id (single) or a list of ids (multiple). */
export type PickerValue = string | string[];

/** The separator between an id and its type in the combined picker. */
export const TYPE_SEPARATOR = '--';

/** Id of the user picker's system variable "current user". */
export const CURRENT_USER_ID = 'currentUser';

/** Types the combined picker offers when several may be picked (spec 02 §5). */
export const COMBINED_MULTIPLE_TYPES: readonly PickType[] = [
  'company',
  'department',
  'role',
  'position',
  'group',
  'user',
];

/**
 * The ids held by a value. Multiple: a non-array value is reset to an empty list, duplicates and
 * empty ids dropped. Single: a non-empty string gives one id, anything else none.
 */
export function toIds(value: unknown, multiple: boolean): string[] {
  if (multiple) {
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))];
  }
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The value a confirmed list stands for: the ids (multiple), the first id or '' (single, empty clears). */
export function toValue(items: readonly { id: string }[], multiple: boolean): PickerValue {
  if (multiple) return items.map((i) => i.id);
  return items[0]?.id ?? '';
}

/** The empty value of a picker (what clearing emits). */
export function emptyValue(multiple: boolean): PickerValue {
  return multiple ? [] : '';
}

/** Key two picks are compared by: organisations (company or department) are one kind. */
export function pickKey(id: string): string {
  if (!id.includes(TYPE_SEPARATOR)) return id;
  const { id: bare, type } = splitTypedId(id);
  const kind = type === 'company' || type === 'department' ? 'organize' : type;
  return `${bare}${TYPE_SEPARATOR}${kind}`;
}

/**
 * Adds a pick to the pending list: single choice replaces the old pick; multiple choice keeps the
 * list duplicate-free (an item already there is not added twice).
 */
export function addPick<T extends { id: string }>(list: readonly T[], item: T, multiple: boolean): T[] {
  if (!multiple) return [item];
  const key = pickKey(item.id);
  if (list.some((i) => pickKey(i.id) === key)) return [...list];
  return [...list, item];
}

/** Adds several picks (multiple), keeping the list duplicate-free. */
export function addPicks<T extends { id: string }>(list: readonly T[], items: readonly T[]): T[] {
  return items.reduce<T[]>((acc, item) => addPick(acc, item, true), [...list]);
}

/** Removes one pick from the pending list. */
export function removePick<T extends { id: string }>(list: readonly T[], id: string): T[] {
  const key = pickKey(id);
  return list.filter((i) => pickKey(i.id) !== key);
}

/** True when the pending list holds an id. */
export function hasPick(list: readonly { id: string }[], id: string): boolean {
  const key = pickKey(id);
  return list.some((i) => pickKey(i.id) === key);
}

/** `id--type`: the combined picker's value of a node. */
export function typedId(id: string, type: string): string {
  return `${id}${TYPE_SEPARATOR}${type}`;
}

/** Splits `id--type` at the last double dash; a bare id is a user. */
export function splitTypedId(value: string): { id: string; type: string } {
  const at = value.lastIndexOf(TYPE_SEPARATOR);
  if (at < 0) return { id: value, type: 'user' };
  return { id: value.slice(0, at), type: value.slice(at + TYPE_SEPARATOR.length) };
}

/** A tree or list node as the selectability rules see it. */
export interface SelectableNode {
  type?: string;
  disabled?: boolean;
}

/** True when a node may be picked: enabled and of an allowed type. */
export function isSelectable(node: SelectableNode, types: readonly string[]): boolean {
  if (node.disabled) return false;
  return !!node.type && types.includes(node.type);
}

/**
 * Types the combined picker allows: single choice picks users only; multiple picks any of
 * company, department, role, position, group and user, narrowed by `restrict` when given.
 */
export function combinedTypes(multiple: boolean, restrict?: readonly string[]): readonly string[] {
  const base: readonly string[] = multiple ? COMBINED_MULTIPLE_TYPES : ['user'];
  return restrict ? base.filter((t) => restrict.includes(t)) : base;
}

/**
 * Items for ids, in the ids' order, named from `known`; an organisation known under its other
 * kind (company or department) still finds its name; unknown ids keep the id as their name.
 */
export function itemsFor(ids: readonly string[], known: ReadonlyMap<string, PickItem>): PickItem[] {
  const byKey = new Map([...known.values()].map((item) => [pickKey(item.id), item]));
  return ids.map((id) => {
    const item = known.get(id) ?? byKey.get(pickKey(id));
    return item ? { ...item, id } : { id, fullName: id };
  });
}

import {
  WIDGETS,
  childrenOf,
  defaultVModel,
  isWidgetKey,
  type FieldConfig,
  type FieldItem,
  type WidgetKey,
} from '@tessera/shared';

/**
 * The designer's widget tree as pure functions over `formData.fields`: every change returns a new
 * tree sharing the untouched branches (so memoised canvas items skip them). Widgets are found by
 * `__config__.formId`; panes (tab, collapse panes, grid rows and cells) get one too.
 */

/** Where a widget stands: its container's formId (null: the form itself) and its index there. */
export interface Place {
  parent: number | null;
  index: number;
}

/** A widget found in the tree. */
export interface Found {
  field: FieldItem;
  parent: number | null;
  index: number;
  /** The sub-table holding it, if any. */
  table?: FieldItem;
}

/** The formId of a widget (NaN for a widget without one). */
export const idOf = (field: FieldItem): number =>
  typeof field.__config__.formId === 'number' ? field.__config__.formId : Number.NaN;

/** The key of a widget when it is a known kind. */
export const keyOf = (field: FieldItem): WidgetKey | undefined =>
  isWidgetKey(field.__config__.jnpfKey) ? field.__config__.jnpfKey : undefined;

const PANE_OF: Partial<Record<WidgetKey, WidgetKey>> = {
  tab: 'tabItem',
  collapse: 'collapseItem',
  tableGrid: 'tableGridTr',
  tableGridTr: 'tableGridTd',
};

/** Whether widgets of `key` may be placed inside `container` (null: the form). */
export function canHold(container: FieldItem | null, key: WidgetKey): boolean {
  const kind = WIDGETS[key];
  if (!container) return kind.group !== 'pane';
  const at = keyOf(container);
  if (!at || !WIDGETS[at].container) return false;
  const pane = PANE_OF[at];
  if (pane) return key === pane;
  if (at === 'table') return kind.subTableColumn;
  return kind.group !== 'pane';
}

/** Finds a widget by formId. */
export function findField(fields: readonly FieldItem[], id: number): Found | undefined {
  const visit = (
    list: readonly FieldItem[],
    parent: FieldItem | null,
    table?: FieldItem,
  ): Found | undefined => {
    for (let i = 0; i < list.length; i += 1) {
      const field = list[i]!;
      if (idOf(field) === id) return { field, parent: parent ? idOf(parent) : null, index: i, table };
      const inner = visit(childrenOf(field), field, keyOf(field) === 'table' ? field : table);
      if (inner) return inner;
    }
    return undefined;
  };
  return visit(fields, null);
}

/** Whether `inner` is `outer` or stands anywhere inside it. */
export function isWithin(fields: readonly FieldItem[], inner: number, outer: number): boolean {
  const found = findField(fields, outer);
  if (!found) return false;
  return idOf(found.field) === inner || !!findField(childrenOf(found.field), inner);
}

const withChildren = (field: FieldItem, children: FieldItem[]): FieldItem => ({
  ...field,
  __config__: { ...field.__config__, children },
});

/** Rebuilds the tree with the children of `parent` (null: the top) replaced. */
function mapChildren(
  fields: FieldItem[],
  parent: number | null,
  change: (children: FieldItem[], container: FieldItem | null) => FieldItem[],
): FieldItem[] {
  if (parent === null) return change(fields, null);
  let done = false;
  const visit = (list: FieldItem[]): FieldItem[] => {
    let changed = false;
    const next = list.map((field) => {
      if (done) return field;
      if (idOf(field) === parent) {
        done = true;
        changed = true;
        return withChildren(field, change(childrenOf(field), field));
      }
      const kids = childrenOf(field);
      if (kids.length === 0) return field;
      const inner = visit(kids);
      if (inner === kids) return field;
      changed = true;
      return withChildren(field, inner);
    });
    return changed ? next : list;
  };
  return visit(fields);
}

/** Marks (or unmarks) a widget as a column of the sub-table `table`. */
function placeIn(field: FieldItem, table: FieldItem | undefined): FieldItem {
  const config = { ...field.__config__ };
  if (table) {
    config.isSubTable = true;
    config.parentVModel = table.__vModel__ ?? '';
  } else {
    delete config.isSubTable;
    delete config.parentVModel;
    delete config.relationTable;
  }
  return { ...field, __config__: config };
}

/** The sub-table a container is or stands in. */
function tableAt(fields: readonly FieldItem[], parent: number | null): FieldItem | undefined {
  if (parent === null) return undefined;
  const found = findField(fields, parent);
  if (!found) return undefined;
  return keyOf(found.field) === 'table' ? found.field : found.table;
}

/**
 * Inserts a widget at a place; the tree is returned unchanged when the container does not exist
 * or may not hold that kind.
 */
export function insertField(fields: FieldItem[], field: FieldItem, at: Place): FieldItem[] {
  const key = keyOf(field);
  if (!key) return fields;
  const container = at.parent === null ? null : (findField(fields, at.parent)?.field ?? undefined);
  if (container === undefined || !canHold(container, key)) return fields;
  const placed = placeIn(field, tableAt(fields, at.parent));
  return mapChildren(fields, at.parent, (children) => {
    const next = [...children];
    next.splice(Math.max(0, Math.min(at.index, next.length)), 0, placed);
    return next;
  });
}

/** Removes a widget (and what it holds). */
export function removeField(fields: FieldItem[], id: number): FieldItem[] {
  const found = findField(fields, id);
  if (!found) return fields;
  return mapChildren(fields, found.parent, (children) => children.filter((c) => idOf(c) !== id));
}

/**
 * Moves a widget to a place (the index counts in the container as it is before the move). Refused
 * (tree unchanged) into itself, into its own descendants, or where its kind may not stand.
 */
export function moveField(fields: FieldItem[], id: number, to: Place): FieldItem[] {
  const found = findField(fields, id);
  if (!found) return fields;
  if (to.parent !== null && isWithin(fields, to.parent, id)) return fields;
  const key = keyOf(found.field);
  const container = to.parent === null ? null : findField(fields, to.parent)?.field;
  if (!key || container === undefined || !canHold(container, key)) return fields;
  const sameParent = found.parent === to.parent;
  const index = sameParent && to.index > found.index ? to.index - 1 : to.index;
  if (sameParent && index === found.index) return fields;
  return insertField(removeField(fields, id), found.field, { parent: to.parent, index });
}

/** Replaces a widget with what `change` makes of it. */
export function updateField(
  fields: FieldItem[],
  id: number,
  change: (field: FieldItem) => FieldItem,
): FieldItem[] {
  const found = findField(fields, id);
  if (!found) return fields;
  return mapChildren(fields, found.parent, (children) =>
    children.map((c) => (idOf(c) === id ? change(c) : c)),
  );
}

/**
 * Gives a widget and everything it holds formIds from `next` on (panes included); returns the
 * widget and the last id used. With `renameFields`, value widgets get the default vModel of their
 * new id (a copy must not repeat names).
 */
export function assignIds(
  field: FieldItem,
  next: number,
  renameFields = false,
): { field: FieldItem; last: number } {
  let last = next - 1;
  const visit = (item: FieldItem, table?: string): FieldItem => {
    last += 1;
    const id = last;
    const key = keyOf(item);
    const config: FieldConfig = { ...item.__config__, formId: id };
    const copy: FieldItem = { ...item, __config__: config };
    if (renameFields && key && item.__vModel__ !== undefined) copy.__vModel__ = defaultVModel(key, id);
    if (key && WIDGETS[key].container && key !== 'table' && WIDGETS[key].group !== 'pane')
      config.componentName = `${key}${id}`;
    if (table !== undefined) config.parentVModel = table;
    const kids = childrenOf(item);
    if (kids.length > 0) {
      const inner = key === 'table' ? (copy.__vModel__ ?? '') : table;
      config.children = kids.map((k) => visit(k, inner));
    }
    return copy;
  };
  const result = visit(field);
  return { field: result, last };
}

/** Copies a widget right after itself with new formIds and field names; returns the tree and the last id. */
export function copyField(
  fields: FieldItem[],
  id: number,
  idGlobal: number,
): { fields: FieldItem[]; idGlobal: number; copyId?: number } {
  const found = findField(fields, id);
  if (!found) return { fields, idGlobal };
  const { field, last } = assignIds(structuredClone(found.field), idGlobal + 1, true);
  const next = insertField(fields, field, { parent: found.parent, index: found.index + 1 });
  return { fields: next, idGlobal: last, copyId: idOf(field) };
}

/** Every widget in document order, with its depth (for the keyboard list and counts). */
export function flatten(fields: readonly FieldItem[]): { field: FieldItem; depth: number }[] {
  const out: { field: FieldItem; depth: number }[] = [];
  const visit = (list: readonly FieldItem[], depth: number) => {
    for (const field of list) {
      out.push({ field, depth });
      visit(childrenOf(field), depth + 1);
    }
  };
  visit(fields, 0);
  return out;
}

/** The highest formId in a tree (0 when empty). */
export const maxId = (fields: readonly FieldItem[]): number =>
  flatten(fields).reduce((m, { field }) => (Number.isFinite(idOf(field)) ? Math.max(m, idOf(field)) : m), 0);

/**
 * Gives every widget without a formId one (panes made by their container, designs imported from
 * elsewhere); returns the tree and the new idGlobal.
 */
export function ensureIds(fields: FieldItem[], idGlobal: number): { fields: FieldItem[]; idGlobal: number } {
  let last = Math.max(idGlobal, maxId(fields));
  const visit = (list: FieldItem[]): FieldItem[] =>
    list.map((field) => {
      const kids = childrenOf(field);
      const needsId = !Number.isFinite(idOf(field));
      if (!needsId && kids.length === 0) return field;
      const config = { ...field.__config__ };
      if (needsId) {
        last += 1;
        config.formId = last;
      }
      if (kids.length > 0) config.children = visit(kids);
      return { ...field, __config__: config };
    });
  const next = visit(fields);
  return { fields: next, idGlobal: last };
}

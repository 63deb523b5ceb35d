import {
  advancedQuerySymbolsFor,
  advancedQueryValueKind,
  holdsValue,
  isListSearchKind,
  walkFields,
  type AdvancedQueryValueKind,
  type FieldItem,
  type FormData,
  type SuperQuery,
  type SuperQueryItem,
  type SuperQuerySymbol,
} from '@tessera/shared';

/** A field an advanced-query condition may name: a main field, or `table-child` of a sub-table. */
export interface QueryField {
  id: string;
  label: string;
  jnpfKey: string;
  kind: AdvancedQueryValueKind;
  /** The widget (its options, its picker settings) for the value input. */
  widget: FieldItem;
}

/** One condition of the dialog (`value` as the List call takes it). */
export interface QueryItem {
  key: string;
  field: string;
  symbol: SuperQuerySymbol;
  value: unknown;
}

/** A group of conditions joined by its own logic. */
export interface QueryGroup {
  key: string;
  logic: 'and' | 'or';
  items: QueryItem[];
}

/** What the dialog edits: groups joined by the match logic. */
export interface QueryDraft {
  matchLogic: 'and' | 'or';
  groups: QueryGroup[];
}

let seq = 0;
const nextKey = () => `q${++seq}`;

const labelOf = (f: FieldItem) =>
  typeof f.__config__.label === 'string' && f.__config__.label.trim()
    ? f.__config__.label
    : (f.__vModel__ ?? '');

/** The fields of a form the advanced query offers: searchable value widgets, sub-table columns included. */
export function queryFieldsOf(form: Pick<FormData, 'fields'>): QueryField[] {
  const out: QueryField[] = [];
  for (const { field, kind, table } of walkFields(form.fields)) {
    if (!field.__vModel__ || !kind || !holdsValue(field, kind) || !isListSearchKind(kind.key)) continue;
    if (table && !table.__vModel__) continue;
    out.push({
      id: table ? `${table.__vModel__}-${field.__vModel__}` : field.__vModel__,
      label: table ? `${labelOf(table)}-${labelOf(field)}` : labelOf(field),
      jnpfKey: kind.key,
      kind: advancedQueryValueKind(kind.key),
      widget: field,
    });
  }
  return out;
}

/** Whether a symbol compares with a value (`null` and `notNull` do not). */
export const needsValue = (symbol: SuperQuerySymbol) => symbol !== 'null' && symbol !== 'notNull';

/** The empty value of a symbol: a pair for `between`, a list for `in` and `notIn`. */
export function emptyValue(symbol: SuperQuerySymbol): unknown {
  if (symbol === 'between') return [null, null];
  if (symbol === 'in' || symbol === 'notIn') return [];
  return undefined;
}

/** A new condition on a field (its first symbol), or on no field yet. */
export function newItem(field?: QueryField): QueryItem {
  const symbol = field ? advancedQuerySymbolsFor(field.jnpfKey)[0]! : '==';
  return { key: nextKey(), field: field?.id ?? '', symbol, value: emptyValue(symbol) };
}

/** A new group holding one empty condition. */
export const newGroup = (): QueryGroup => ({ key: nextKey(), logic: 'and', items: [newItem()] });

/** A draft with one empty group. */
export const emptyDraft = (): QueryDraft => ({ matchLogic: 'and', groups: [newGroup()] });

/** The condition after its field changed: the new field's first symbol, an empty value. */
export function withField(item: QueryItem, field: QueryField): QueryItem {
  const symbols = advancedQuerySymbolsFor(field.jnpfKey);
  const symbol = symbols.includes(item.symbol) ? item.symbol : symbols[0]!;
  return { ...item, field: field.id, symbol, value: emptyValue(symbol) };
}

/** The condition after its symbol changed; the value is kept when it still fits. */
export function withSymbol(item: QueryItem, symbol: SuperQuerySymbol): QueryItem {
  const shape = (s: SuperQuerySymbol) =>
    s === 'between' ? 'pair' : s === 'in' || s === 'notIn' ? 'list' : 'one';
  return { ...item, symbol, value: shape(symbol) === shape(item.symbol) ? item.value : emptyValue(symbol) };
}

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && (v.length === 0 || v.every((x) => x === null || x === undefined || x === '')));

/** Whether a condition is complete: a field, and a value when its symbol needs one. */
export const isComplete = (item: QueryItem) =>
  Boolean(item.field) && (!needsValue(item.symbol) || !isBlank(item.value));

/**
 * The advanced query the List call takes (`superQueryJson`, form-model.md §5.3) from the complete
 * conditions of a draft; undefined when none is complete.
 */
export function toSuperQuery(draft: QueryDraft, fields: readonly QueryField[]): SuperQuery | undefined {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const conditionList = draft.groups
    .map((g) => ({
      logic: g.logic,
      groups: g.items
        .filter((i) => isComplete(i) && byId.has(i.field))
        .map((i) => ({
          field: i.field,
          symbol: i.symbol,
          jnpfKey: byId.get(i.field)!.jnpfKey,
          fieldValueType: 2,
          fieldValue: needsValue(i.symbol) ? (i.value as SuperQueryItem['fieldValue']) : null,
        })),
    }))
    .filter((g) => g.groups.length);
  return conditionList.length ? { matchLogic: draft.matchLogic, conditionList } : undefined;
}

/** A draft from a saved plan or an applied query (unknown shapes give an empty draft). */
export function fromSuperQuery(matchLogic: string, conditionList: unknown): QueryDraft {
  if (!Array.isArray(conditionList)) return emptyDraft();
  const groups = conditionList.flatMap((c): QueryGroup[] => {
    const raw = (c ?? {}) as { logic?: unknown; groups?: unknown };
    if (!Array.isArray(raw.groups)) return [];
    const items = raw.groups.map((one: unknown): QueryItem => {
      const g = (one ?? {}) as { field?: unknown; symbol?: unknown; fieldValue?: unknown };
      return {
        key: nextKey(),
        field: typeof g.field === 'string' ? g.field : '',
        symbol: (typeof g.symbol === 'string' ? g.symbol : '==') as SuperQuerySymbol,
        value: g.fieldValue,
      };
    });
    return items.length ? [{ key: nextKey(), logic: raw.logic === 'or' ? 'or' : 'and', items }] : [];
  });
  return groups.length ? { matchLogic: matchLogic === 'or' ? 'or' : 'and', groups } : emptyDraft();
}

/** The draft of the query the list applies now (`superQueryJson`, text or object), else an empty one. */
export function draftOfApplied(applied: unknown): QueryDraft {
  let q: unknown = applied;
  if (typeof applied === 'string') {
    try {
      q = JSON.parse(applied);
    } catch {
      return emptyDraft();
    }
  }
  if (!q || typeof q !== 'object') return emptyDraft();
  const { matchLogic, conditionList } = q as { matchLogic?: unknown; conditionList?: unknown };
  return fromSuperQuery(typeof matchLogic === 'string' ? matchLogic : 'and', conditionList);
}

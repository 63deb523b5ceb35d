import type { DesignProblem, FieldItem, FormData, WidgetKey } from '@tessera/shared';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  canHold,
  copyField,
  assignIds,
  ensureIds,
  findField,
  insertField,
  keyOf,
  moveField,
  removeField,
  updateField,
  type Place,
} from './design-tree';
import { record, redo, startHistory, undo, type History } from './history';

/** Makes a new widget of a kind with a formId (translated label and texts). */
export type WidgetMaker = (key: WidgetKey, formId: number) => FieldItem;

/** What the designer holds: the design with its history, the selection, the last save's problems. */
export interface DesignerState {
  history: History<FormData>;
  /** The selected widget's formId; null: the form's own properties. */
  selected: number | null;
  /** Problems of the last save attempt. */
  problems: DesignProblem[];
  /** Applies a change to the design as one undo step (or part of the step tagged the same). */
  apply: (change: (design: FormData) => FormData, tag?: string) => void;
  /** Changes one widget. */
  update: (id: number, change: (field: FieldItem) => FieldItem, tag?: string) => void;
  /** Adds a new widget of `key` at a place, or after the selection (inside it when it is a fitting container). */
  add: (key: WidgetKey, at?: Place) => number | undefined;
  move: (id: number, to: Place) => void;
  remove: (id: number) => void;
  copy: (id: number) => void;
  select: (id: number | null) => void;
  undo: () => void;
  redo: () => void;
  setProblems: (problems: DesignProblem[]) => void;
  /** Replaces the whole design (import), as one undo step. */
  replace: (design: FormData) => void;
}

/** The designer's store (one per open designer). */
export type DesignerStore = StoreApi<DesignerState>;

/** Where a click-added widget goes: into the selected container if it fits, else after the selection, else last. */
function placeFor(design: FormData, selected: number | null, key: WidgetKey): Place {
  const end: Place = { parent: null, index: design.fields.length };
  if (selected === null) return end;
  const found = findField(design.fields, selected);
  if (!found) return end;
  if (canHold(found.field, key)) {
    const kids = found.field.__config__.children;
    return { parent: selected, index: Array.isArray(kids) ? kids.length : 0 };
  }
  const container = found.parent === null ? null : findField(design.fields, found.parent)?.field;
  if (container !== undefined && canHold(container ?? null, key))
    return { parent: found.parent, index: found.index + 1 };
  return end;
}

/** Creates the store of a designer over a parsed design. */
export function createDesignerStore(initial: FormData, make: WidgetMaker): DesignerStore {
  const ided = ensureIds(initial.fields, initial.idGlobal);
  const start: FormData = { ...initial, fields: ided.fields, idGlobal: ided.idGlobal };
  return createStore<DesignerState>((set, get) => {
    const apply = (change: (design: FormData) => FormData, tag?: string) =>
      set((s) => {
        const next = change(s.history.present);
        return next === s.history.present ? s : { history: record(s.history, next, tag) };
      });
    return {
      history: startHistory(start),
      selected: null,
      problems: [],
      apply,
      update: (id, change, tag) => apply((d) => ({ ...d, fields: updateField(d.fields, id, change) }), tag),
      add: (key, at) => {
        const design = get().history.present;
        const place = at ?? placeFor(design, get().selected, key);
        const { field, last } = assignIds(make(key, design.idGlobal + 1), design.idGlobal + 1);
        const fields = insertField(design.fields, field, place);
        if (fields === design.fields) return undefined;
        const id = design.idGlobal + 1;
        set((s) => ({ history: record(s.history, { ...design, fields, idGlobal: last }), selected: id }));
        return id;
      },
      move: (id, to) => apply((d) => ({ ...d, fields: moveField(d.fields, id, to) })),
      remove: (id) => {
        apply((d) => ({ ...d, fields: removeField(d.fields, id) }));
        set((s) =>
          s.selected !== null && !findField(s.history.present.fields, s.selected) ? { selected: null } : s,
        );
      },
      copy: (id) => {
        const design = get().history.present;
        const copied = copyField(design.fields, id, design.idGlobal);
        if (copied.copyId === undefined) return;
        set((s) => ({
          history: record(s.history, { ...design, fields: copied.fields, idGlobal: copied.idGlobal }),
          selected: copied.copyId ?? s.selected,
        }));
      },
      select: (id) => set({ selected: id }),
      undo: () => set((s) => keepSelection({ ...s, history: undo(s.history) })),
      redo: () => set((s) => keepSelection({ ...s, history: redo(s.history) })),
      setProblems: (problems) => set({ problems }),
      replace: (design) => {
        const fixed = ensureIds(design.fields, design.idGlobal);
        set((s) => ({
          history: record(s.history, { ...design, fields: fixed.fields, idGlobal: fixed.idGlobal }),
          selected: null,
        }));
      },
    };
  });
}

/** Drops a selection the design no longer holds (after undo or redo). */
function keepSelection(s: DesignerState): Partial<DesignerState> {
  const gone = s.selected !== null && !findField(s.history.present.fields, s.selected);
  return { history: s.history, selected: gone ? null : s.selected };
}

/** The widget kind of the selected widget, if any. */
export const selectedKey = (s: DesignerState): WidgetKey | undefined => {
  if (s.selected === null) return undefined;
  const found = findField(s.history.present.fields, s.selected);
  return found ? keyOf(found.field) : undefined;
};

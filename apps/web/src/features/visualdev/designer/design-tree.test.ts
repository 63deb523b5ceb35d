import { createWidget, type FieldItem, type WidgetKey } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  assignIds,
  canHold,
  copyField,
  ensureIds,
  findField,
  idOf,
  insertField,
  moveField,
  removeField,
  updateField,
} from './design-tree';

let next = 100;
const make = (key: WidgetKey) => {
  const id = ++next;
  const { field, last } = assignIds(createWidget(key, id), id);
  next = last;
  return field;
};
const ids = (list: FieldItem[]) => list.map(idOf);

describe('design tree', () => {
  it('inserts at the top and inside a row, keeping untouched branches', () => {
    const a = make('input');
    const row = make('row');
    let tree = insertField([], a, { parent: null, index: 0 });
    tree = insertField(tree, row, { parent: null, index: 1 });
    const b = make('numInput');
    const after = insertField(tree, b, { parent: idOf(row), index: 0 });
    expect(findField(after, idOf(b))).toMatchObject({ parent: idOf(row), index: 0 });
    expect(after[0]).toBe(tree[0]);
    expect(tree[1]!.__config__.children).toEqual([]);
  });

  it('refuses kinds a container may not hold', () => {
    const table = make('table');
    const tree = insertField([], table, { parent: null, index: 0 });
    expect(insertField(tree, make('row'), { parent: idOf(table), index: 0 })).toBe(tree);
    expect(insertField(tree, make('editor'), { parent: idOf(table), index: 0 })).toBe(tree);
    const withColumn = insertField(tree, make('input'), { parent: idOf(table), index: 0 });
    const column = withColumn[0]!.__config__.children![0]!;
    expect(column.__config__).toMatchObject({ isSubTable: true, parentVModel: table.__vModel__ });
    expect(canHold(null, 'tabItem')).toBe(false);
  });

  it('nests in tab panes and table layout cells, never straight into the tab', () => {
    const tab = make('tab');
    const grid = make('tableGrid');
    let tree = insertField([], tab, { parent: null, index: 0 });
    tree = insertField(tree, grid, { parent: null, index: 1 });
    const pane = tab.__config__.children![1]!;
    const cell = grid.__config__.children![0]!.__config__.children![2]!;
    expect(insertField(tree, make('input'), { parent: idOf(tab), index: 0 })).toBe(tree);
    tree = insertField(tree, make('input'), { parent: idOf(pane), index: 0 });
    tree = insertField(tree, make('select'), { parent: idOf(cell), index: 0 });
    expect(findField(tree, next)?.parent).toBe(idOf(cell));
  });

  it('moves within a list and across containers, never into itself', () => {
    const [a, b, c, card] = [make('input'), make('textarea'), make('switch'), make('card')];
    let tree = [a, b, c, card].reduce<FieldItem[]>(
      (t, f, i) => insertField(t, f, { parent: null, index: i }),
      [],
    );
    tree = moveField(tree, idOf(a), { parent: null, index: 3 });
    expect(ids(tree)).toEqual([idOf(b), idOf(c), idOf(a), idOf(card)]);
    tree = moveField(tree, idOf(b), { parent: idOf(card), index: 0 });
    expect(findField(tree, idOf(b))?.parent).toBe(idOf(card));
    expect(moveField(tree, idOf(card), { parent: idOf(card), index: 0 })).toBe(tree);
    const inner = make('row');
    tree = insertField(tree, inner, { parent: idOf(card), index: 1 });
    expect(moveField(tree, idOf(card), { parent: idOf(inner), index: 0 })).toBe(tree);
  });

  it('takes a column out of a sub-table and unmarks it', () => {
    const table = make('table');
    const col = make('input');
    let tree = insertField([], table, { parent: null, index: 0 });
    tree = insertField(tree, col, { parent: idOf(table), index: 0 });
    tree = moveField(tree, idOf(col), { parent: null, index: 1 });
    expect(tree[1]!.__config__.isSubTable).toBeUndefined();
  });

  it('updates and removes by formId', () => {
    const [a, b] = [make('input'), make('input')];
    let tree = insertField(insertField([], a, { parent: null, index: 0 }), b, { parent: null, index: 1 });
    const before = tree;
    tree = updateField(tree, idOf(b), (f) => ({ ...f, __vModel__: 'title' }));
    expect(tree[1]!.__vModel__).toBe('title');
    expect(tree[0]).toBe(before[0]);
    expect(ids(removeField(tree, idOf(a)))).toEqual([idOf(b)]);
    expect(removeField(tree, 99999)).toBe(tree);
  });

  it('copies a sub-table with new formIds and field names right after it', () => {
    const table = make('table');
    let tree = insertField([], table, { parent: null, index: 0 });
    tree = insertField(tree, make('input'), { parent: idOf(table), index: 0 });
    const copied = copyField(tree, idOf(table), next);
    const copy = copied.fields[1]!;
    expect(copy.__vModel__).toBe(`tableField${copied.copyId}`);
    const column = copy.__config__.children![0]!;
    expect(idOf(column)).toBe(copied.idGlobal);
    expect(column.__vModel__).toBe(`inputField${copied.idGlobal}`);
    expect(column.__config__.parentVModel).toBe(copy.__vModel__);
    expect(tree[0]!.__config__.children![0]!.__vModel__).not.toBe(column.__vModel__);
  });

  it('gives panes and imported widgets missing formIds', () => {
    const tree: FieldItem[] = [
      {
        __config__: {
          jnpfKey: 'tab',
          formId: 5,
          children: [{ __config__: { jnpfKey: 'tabItem', children: [] } }],
        },
      },
    ];
    const fixed = ensureIds(tree, 3);
    expect(fixed.idGlobal).toBe(6);
    expect(idOf(fixed.fields[0]!.__config__.children![0]!)).toBe(6);
  });
});

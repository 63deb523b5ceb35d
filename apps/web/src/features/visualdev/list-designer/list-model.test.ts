import { checkColumnData } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  defaultSearchType,
  finalColumnData,
  initialColumnData,
  listCandidates,
  makeSearch,
  moveColumn,
  setSearch,
  syncWithForm,
  toggleColumn,
  toggleSearch,
} from './list-model';
import { field, testForm } from './list-test-kit';

const form = testForm();
const cands = listCandidates(form);
const cand = (id: string) => cands.find((c) => c.id === id)!;

describe('list design model', () => {
  it('offers the stored fields; sub-table columns as table-field; no editor column; searches main fields', () => {
    expect(cands.map((c) => c.id)).toEqual([
      'title',
      'amount',
      'day',
      'kind',
      'owner',
      'paid',
      'body',
      'note',
      'items-name',
      'items-cost',
    ]);
    expect(cand('items-name').label).toBe('Items-Name');
    expect(cand('body').column).toBe(false);
    expect(cand('paid').search).toBe(false);
    expect(cand('items-cost').search).toBe(false);
    expect(cand('title').search).toBe(true);
  });

  it('picks columns with the reference defaults and reorders them', () => {
    let cd = initialColumnData('');
    cd = toggleColumn(cd, cand('title'), true);
    cd = toggleColumn(cd, cand('amount'), true);
    cd = toggleColumn(cd, cand('items-name'), true);
    expect(cd.columnList[0]).toMatchObject({
      prop: 'title',
      id: 'title',
      label: 'Title',
      fullName: 'Title',
      jnpfKey: 'input',
      fixed: 'none',
      align: 'left',
      sortable: false,
      width: null,
    });
    expect(cd.columnList[0]?.__config__).toBeDefined();
    cd = moveColumn(cd, 'items-name', 'title');
    expect(cd.columnList.map((c) => c.prop)).toEqual(['items-name', 'title', 'amount']);
    cd = toggleColumn(cd, cand('title'), false);
    expect(cd.columnList.map((c) => c.prop)).toEqual(['items-name', 'amount']);
    expect(checkColumnData(finalColumnData(cd, cands), form)).toEqual([]);
  });

  it('gives each search field the reference kind, multiple choice and default value', () => {
    expect(
      ['amount', 'day', 'title', 'note', 'kind', 'owner'].map((id) => defaultSearchType(cand(id).jnpfKey)),
    ).toEqual([3, 3, 2, 2, 1, 1]);
    expect(makeSearch(cand('kind'))).toMatchObject({ searchType: 1, searchMultiple: true, isKeyword: false });
    expect(makeSearch(cand('owner')).searchMultiple).toBe(true);
    expect(makeSearch(cand('title')).searchMultiple).toBe(false);
    expect(makeSearch(cand('day')).value).toEqual([]);
    expect('value' in makeSearch(cand('title'))).toBe(false);
    const cd = toggleSearch(initialColumnData(''), cand('paid'), true);
    expect(cd.searchList).toEqual([]);
  });

  it('lets at most three fields share the keyword box', () => {
    let cd = initialColumnData('');
    for (const id of ['title', 'note', 'kind', 'owner']) cd = toggleSearch(cd, cand(id), true);
    for (const id of ['title', 'note', 'kind']) cd = setSearch(cd, id, { isKeyword: true })!;
    expect(setSearch(cd, 'owner', { isKeyword: true })).toBeNull();
    expect(setSearch(cd, 'title', { isKeyword: true })).not.toBeNull();
    cd = setSearch(cd, 'kind', { isKeyword: false })!;
    expect(setSearch(cd, 'owner', { isKeyword: true })?.searchList.filter((s) => s.isKeyword)).toHaveLength(
      3,
    );
  });

  it('starts a new design with the reference defaults', () => {
    const cd = initialColumnData(null);
    expect(cd).toMatchObject({
      type: 1,
      childTableStyle: 1,
      hasSuperQuery: true,
      hasPage: true,
      pageSize: 20,
      useBtnPermission: false,
      useColumnPermission: false,
      useFormPermission: false,
      useDataPermission: false,
      btnsList: [{ value: 'add', label: '新增' }],
    });
    expect(cd.columnBtnsList.map((b) => b.value)).toEqual(['edit', 'remove']);
    expect(initialColumnData('{"pageSize":50}').pageSize).toBe(50);
  });

  it('drops fields gone from the form from every place and names them', () => {
    let cd = initialColumnData('');
    cd = toggleColumn(cd, cand('title'), true);
    cd = toggleColumn(cd, cand('amount'), true);
    cd = toggleSearch(cd, cand('amount'), true);
    cd = { ...cd, type: 3, groupField: 'amount', defaultSortConfig: [{ field: 'amount', sort: 'desc' }] };
    const smaller = testForm([field('input', 'title', 'Title')]);
    const { columnData, removed } = syncWithForm(cd, listCandidates(smaller));
    expect(removed).toEqual(['Amount']);
    expect(columnData.columnList.map((c) => c.prop)).toEqual(['title']);
    expect(columnData.searchList).toEqual([]);
    expect(columnData.groupField).toBe('');
    expect(columnData.defaultSortConfig).toEqual([]);
  });

  it('applies the type rules on save: tree tables keep only add and merge cells', () => {
    const cd = {
      ...initialColumnData(''),
      type: 5,
      childTableStyle: 2 as const,
      parentField: 'title',
      btnsList: [{ value: 'add' }, { value: 'download' }],
    };
    const out = finalColumnData(cd, cands);
    expect(out.btnsList.map((b) => b.value)).toEqual(['add']);
    expect(out.childTableStyle).toBe(1);
  });
});

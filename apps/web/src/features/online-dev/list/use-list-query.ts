import type { ColumnData, OnlineDevListBody } from '@tessera/shared';
import { useState } from 'react';
import { buildQueryJson, defaultSidx, initialSearch, sorterSidx, type SearchValues } from './list-query';

/** The List call's paging, sort and queries as the page keeps them. */
interface QueryState {
  currentPage: number;
  pageSize: number;
  sidx: string;
  queryJson?: string;
  superQueryJson?: string;
}

/** A query as the JSON text the List call takes (undefined when empty). */
const stringify = (value: unknown): string | undefined =>
  value === undefined ? undefined : JSON.stringify(value);

/**
 * The queryJson of the search bar plus the left tree's node (form-model.md §5.3: the selected
 * node as `{treeRelation: id}`); undefined when nothing is searched.
 */
export function queryJsonOf(
  design: Pick<ColumnData, 'searchList' | 'treeRelation'>,
  values: SearchValues,
  node: string | undefined,
): string | undefined {
  const search = buildQueryJson(design.searchList, values) ?? {};
  const tree = node !== undefined && design.treeRelation ? { [design.treeRelation]: node } : {};
  const all = { ...search, ...tree };
  return Object.keys(all).length ? stringify(all) : undefined;
}

/**
 * The state of a generated list's List call: the search bar's values, the left tree's node, the
 * sort, the page and the advanced query; the body to send (a tree table and a list without paging
 * ask for everything at once).
 */
export function useListQuery(design: ColumnData, menuId: string | undefined) {
  const firstSidx = defaultSidx(design);
  const [search, setSearch] = useState<SearchValues>(() => initialSearch(design.searchList));
  const [node, setNode] = useState<string>();
  const [query, setQuery] = useState<QueryState>(() => ({
    currentPage: 1,
    pageSize: design.pageSize,
    sidx: firstSidx,
    queryJson: queryJsonOf(design, initialSearch(design.searchList), undefined),
  }));
  const paged = design.hasPage && design.type !== 5;
  const body: OnlineDevListBody = paged
    ? { ...query, menuId }
    : { ...query, currentPage: 1, pageSize: 10_000, menuId };

  const handleSearch = () =>
    setQuery((q) => ({ ...q, currentPage: 1, queryJson: queryJsonOf(design, search, node) }));
  const handleReset = () => {
    const first = initialSearch(design.searchList);
    setSearch(first);
    setQuery((q) => ({ ...q, currentPage: 1, sidx: firstSidx, queryJson: queryJsonOf(design, first, node) }));
  };
  const handleNode = (next: string | undefined) => {
    setNode(next);
    setQuery((q) => ({ ...q, currentPage: 1, queryJson: queryJsonOf(design, search, next) }));
  };
  const handleSort = (field: unknown, order: unknown) =>
    setQuery((q) => ({ ...q, currentPage: 1, sidx: sorterSidx(field, order) ?? firstSidx }));
  const handlePage = (currentPage: number, pageSize: number) =>
    setQuery((q) => ({ ...q, currentPage: pageSize === q.pageSize ? currentPage : 1, pageSize }));
  const setSuperQuery = (superQueryJson: string | undefined) =>
    setQuery((q) => ({ ...q, currentPage: 1, superQueryJson }));

  return {
    body,
    query,
    paged,
    search,
    setSearch,
    node,
    handleSearch,
    handleReset,
    handleNode,
    handleSort,
    handlePage,
    setSuperQuery,
  };
}

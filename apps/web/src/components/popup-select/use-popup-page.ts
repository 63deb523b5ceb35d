import { useCallback, useEffect, useRef, useState } from 'react';
import { useInterfaceMenu } from './interface-menu';
import { popupApi } from './popup-api';
import { buildListRequest, type InterfaceRecord, type ListQuery } from './popup-rules';

/** What the list call needs besides keyword and page; without an interface id nothing loads. */
export type PopupQuery = Omit<ListQuery, 'keyword' | 'interfaceId'> & { interfaceId?: string };

/** The table state of an open popup and what its toolbar does. */
export interface PopupPage {
  rows: InterfaceRecord[];
  total: number;
  loading: boolean;
  currentPage: number;
  keyword: string;
  setKeyword: (keyword: string) => void;
  /** Loads page 1 for the typed keyword. */
  search: () => void;
  /** Clears the keyword and loads page 1. */
  reset: () => void;
  /** Reloads the current page. */
  refresh: () => void;
  goTo: (page: number) => void;
}

/**
 * Loads the popup's records while `active`: nothing without an interface id; a search goes back to
 * page 1; a failed call only stops the loading indicator; a late answer to an older call is dropped.
 */
export function usePopupPage(query: PopupQuery, active: boolean): PopupPage {
  const [rows, setRows] = useState<InterfaceRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [currentPage, setCurrentPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const latest = useRef(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const menuRef = useRef<string | undefined>(undefined);
  menuRef.current = useInterfaceMenu();

  const load = useCallback((page: number, word: string) => {
    const q = queryRef.current;
    const interfaceId = q.interfaceId;
    if (!interfaceId) return;
    const ticket = ++latest.current;
    setLoading(true);
    setCurrentPage(page);
    popupApi
      .list({ ...buildListRequest({ ...q, interfaceId, keyword: word }, page), menuId: menuRef.current })
      .then((result) => {
        if (ticket !== latest.current) return;
        setRows(result.list);
        setTotal(result.total);
      })
      .catch(() => undefined)
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    if (!active) return;
    setKeyword('');
    setRows([]);
    setTotal(0);
    load(1, '');
  }, [active, load, query.interfaceId]);

  return {
    rows,
    total,
    loading,
    currentPage,
    keyword,
    setKeyword,
    search: () => load(1, keyword),
    reset: () => {
      setKeyword('');
      load(1, '');
    },
    refresh: () => load(currentPage, keyword),
    goTo: (page) => load(page, keyword),
  };
}

import { create } from 'zustand';

/** One opened page in the tab bar, keyed by path. */
export interface VisitedTab {
  path: string;
  /** Path with its query, used to come back to the page as it was. */
  fullPath?: string;
  /** Translation key of the title (`route.…`). */
  titleKey?: string;
  /** Title used when the key has no translation. */
  title: string;
  /** Affixed tabs cannot be closed. */
  affix?: boolean;
  /** The page is not kept alive (route handle `noCache`). */
  noCache?: boolean;
}

/** Tabs always shown first and never closed (spec 01 section 2.5: affix). */
export const AFFIX_TABS: readonly VisitedTab[] = [
  { path: '/home', fullPath: '/home', titleKey: 'route.home', title: 'home', affix: true },
];

/** The tabs to show: the affixed ones, then the visited ones. */
export function shownTabs(visited: readonly VisitedTab[]): VisitedTab[] {
  const affix = new Set(AFFIX_TABS.map((a) => a.path));
  return [...AFFIX_TABS, ...visited.filter((v) => !affix.has(v.path))];
}

interface TabsState {
  visited: VisitedTab[];
  /** How many times each path was refreshed; a change remounts its kept-alive page. */
  reloads: Record<string, number>;
  /** Drops the kept-alive page of `path` so it renders afresh. */
  reload: (path: string) => void;
  /** Adds a page once, keyed by path; a known page gets its latest full path. */
  visit: (tab: VisitedTab) => void;
  /** Closes one tab; returns the tabs left. */
  close: (path: string) => VisitedTab[];
  /** Keeps only `path` (affixed tabs are always shown). */
  closeOthers: (path: string) => void;
  /** Closes every visited tab. */
  closeAll: () => void;
  /** Forgets every tab (sign-out). */
  clear: () => void;
}

export const useTabsStore = create<TabsState>((set, get) => ({
  visited: [],
  reloads: {},
  reload: (path) => set({ reloads: { ...get().reloads, [path]: (get().reloads[path] ?? 0) + 1 } }),
  visit: (tab) => {
    const visited = get().visited;
    const known = visited.find((v) => v.path === tab.path);
    if (!known) set({ visited: [...visited, tab] });
    else if (known.fullPath !== tab.fullPath || known.title !== tab.title) {
      // a menu renamed, or named again in another language, renames its open tab
      const update = { fullPath: tab.fullPath, title: tab.title };
      set({ visited: visited.map((v) => (v.path === tab.path ? { ...v, ...update } : v)) });
    }
  },
  close: (path) => {
    const visited = get().visited.filter((v) => v.path !== path);
    set({ visited });
    return visited;
  },
  closeOthers: (path) => set({ visited: get().visited.filter((v) => v.path === path) }),
  closeAll: () => set({ visited: [] }),
  clear: () => set({ visited: [] }),
}));

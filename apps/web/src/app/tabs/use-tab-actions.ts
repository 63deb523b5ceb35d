import { useLocation, useNavigate } from 'react-router';
import { shownTabs, useTabsStore, type VisitedTab } from '@/stores/tabs-store';

/** What a tab's context menu and close button do (spec 01 section 2.5). */
export function useTabActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useTabsStore;
  const goLastOr = (left: readonly VisitedTab[]) => {
    const last = shownTabs(left).at(-1);
    void navigate(last?.fullPath ?? last?.path ?? '/home');
  };
  return {
    /** Renders the page afresh through /redirect{fullPath}. */
    refresh(tab: VisitedTab) {
      store.getState().reload(tab.path);
      void navigate(`/redirect${tab.fullPath ?? tab.path}`, { replace: true });
    },
    close(tab: VisitedTab) {
      if (tab.affix) return;
      const left = store.getState().close(tab.path);
      if (tab.path === pathname) goLastOr(left);
    },
    closeOthers(tab: VisitedTab) {
      store.getState().closeOthers(tab.path);
      if (tab.path !== pathname) void navigate(tab.fullPath ?? tab.path);
    },
    closeAll() {
      store.getState().closeAll();
      if (!shownTabs([]).some((t) => t.path === pathname)) goLastOr([]);
    },
  };
}

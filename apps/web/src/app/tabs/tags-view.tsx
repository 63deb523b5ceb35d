import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, MoreIcon } from '@/components/top-bar/top-bar-icons';
import { translateOr } from '@/lib/i18n';
import { shownTabs, useTabsStore, type VisitedTab } from '@/stores/tabs-store';
import { useRouteTable } from '../routes/route-table';
import { useTabActions } from './use-tab-actions';
import './tabs.css';

/** The tab bar: open pages by path, context menu, middle-click close, scroll arrows. */
export function TagsView() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = shownTabs(useTabsStore((s) => s.visited));
  const actions = useTabActions();
  // a menu tab shows the menu's current name (renamed, or answered in another language)
  const routes = useRouteTable();
  const strip = useRef<HTMLUListElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    el.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => observer.disconnect();
  }, [tabs.length, pathname, i18n.language]);

  const current = tabs.find((tab) => tab.path === pathname);
  const menuFor = (tab: VisitedTab | undefined): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tabs.refresh'), disabled: !tab },
      { key: 'close', label: t('tabs.close'), disabled: !tab || Boolean(tab.affix) },
      { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !tab },
      { key: 'closeAll', label: t('tabs.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'closeAll') actions.closeAll();
      else if (tab && (key === 'refresh' || key === 'close' || key === 'closeOthers')) actions[key](tab);
    },
  });
  const onKey = (tab: VisitedTab) => (e: KeyboardEvent) => {
    if (e.key === 'Delete') actions.close(tab);
  };
  const scroll = (by: number) => strip.current?.scrollBy({ left: by, behavior: 'smooth' });

  return (
    <nav className="tags-view" aria-label={t('tabs.label')} data-testid="tags-view">
      {overflowing ? (
        <Button
          type="text"
          size="small"
          icon={<ChevronLeftIcon />}
          aria-label={t('tabs.scrollLeft')}
          onClick={() => scroll(-240)}
        />
      ) : null}
      <ul ref={strip} className="tags-view-strip">
        {tabs.map((tab) => {
          const title = routes.byPath.get(tab.path)?.title ?? translateOr(tab.titleKey ?? '', tab.title);
          const active = tab.path === pathname;
          return (
            <Dropdown key={tab.path} trigger={['contextMenu']} menu={menuFor(tab)}>
              <li
                className={active ? 'tags-view-item is-active' : 'tags-view-item'}
                data-path={tab.path}
                onAuxClick={(e) => {
                  if (e.button !== 1) return;
                  e.preventDefault();
                  actions.close(tab);
                }}
                onMouseDown={(e) => e.button === 1 && e.preventDefault()}
              >
                <button
                  type="button"
                  className="tags-view-link"
                  aria-current={active ? 'page' : undefined}
                  onClick={() => !active && navigate(tab.fullPath ?? tab.path)}
                  onKeyDown={onKey(tab)}
                >
                  {title}
                </button>
                {tab.affix ? null : (
                  <button
                    type="button"
                    className="tags-view-close"
                    aria-label={`${t('tabs.close')} ${title}`}
                    onClick={() => actions.close(tab)}
                  >
                    <CloseIcon />
                  </button>
                )}
              </li>
            </Dropdown>
          );
        })}
      </ul>
      {overflowing ? (
        <Button
          type="text"
          size="small"
          icon={<ChevronRightIcon />}
          aria-label={t('tabs.scrollRight')}
          onClick={() => scroll(240)}
        />
      ) : null}
      <Dropdown trigger={['click']} menu={menuFor(current)}>
        <Button
          type="text"
          size="small"
          icon={<MoreIcon />}
          aria-label={t('tabs.actions')}
          data-testid="tabs-actions"
        />
      </Dropdown>
    </nav>
  );
}

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Empty, Input, Modal, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRouteSearch, trailLabel, type RouteSearchEntry } from './route-search-index';
import { SearchIcon } from './top-bar-icons';

/** Top-bar route search: a button opening a keyboard-friendly search dialog (arrows, Enter, Esc). */
export function RouteSearch({
  entries,
  onPick,
}: {
  entries: readonly RouteSearchEntry[];
  onPick: (entry: RouteSearchEntry) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const search = useMemo(() => createRouteSearch(entries), [entries]);
  const results = useMemo(() => search(query).slice(0, 10), [search, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const pick = (entry: RouteSearchEntry | undefined) => {
    if (!entry) return;
    close();
    onPick(entry);
  };
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(results[active]);
    }
  };

  return (
    <>
      <Button
        type="text"
        icon={<SearchIcon />}
        aria-label={t('topBar.search')}
        data-testid="route-search-button"
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        title={t('topBar.search')}
        destroyOnHidden
        width={520}
        // the dialog takes focus when it opens (at once when motion is reduced): hand it to the input
        afterOpenChange={(isOpen) => isOpen && input.current?.focus()}
      >
        <Input
          ref={input}
          autoFocus
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={results.length ? `${id}-${active}` : undefined}
          aria-label={t('topBar.searchPlaceholder')}
          placeholder={t('topBar.searchPlaceholder')}
          prefix={<SearchIcon />}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={handleKey}
          data-testid="route-search-input"
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('topBar.searchResults')}
          className="route-search-list"
        >
          {results.map((entry, index) => (
            <li
              key={entry.path}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'route-search-option is-active' : 'route-search-option'}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(entry)}
            >
              <span>{trailLabel(entry)}</span>
              <span className="route-search-path">{entry.path}</span>
            </li>
          ))}
        </ul>
        {query.trim() && !results.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topBar.searchEmpty')} />
        ) : null}
      </Modal>
    </>
  );
}

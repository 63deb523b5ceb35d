import { useDraggable } from '@dnd-kit/core';
import { paletteOf, type WidgetKey } from '@tessera/shared';
import { Input, Typography } from 'antd';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignerStore } from './designer-context';
import { kindName } from './widget-text';

const GROUPS = ['basic', 'advanced', 'system', 'layout'] as const;

/** The drag id of a palette entry. */
export const paletteDragId = (key: WidgetKey) => `palette:${key}`;

/** One palette entry: drag it onto the canvas, or click (Enter) to add it after the selection. */
const PaletteItem = memo(function PaletteItem({ widgetKey, name }: { widgetKey: WidgetKey; name: string }) {
  const { t } = useTranslation();
  const store = useDesignerStore();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(widgetKey),
    data: { from: 'palette', key: widgetKey },
  });
  // Enter and Space add the widget (a click); only canvas widgets are dragged by keyboard
  const { onKeyDown: _keyboardDrag, ...pointer } = listeners ?? {};
  return (
    <li className="vd-palette-item">
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...pointer}
        // the button adds on click; dragging starts only after a small move (sensor constraint)
        onClick={() => store.getState().add(widgetKey)}
        aria-label={t('visualdev.designer.addWidget', { name })}
        className={isDragging ? 'is-dragging' : undefined}
        data-testid={`palette-${widgetKey}`}
      >
        {name}
      </button>
    </li>
  );
});

/**
 * The widget palette: every droppable kind of the catalogue by group, filtered by a search box.
 * It reads nothing of the design, so editing the design never re-renders it.
 */
export const Palette = memo(function Palette() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return GROUPS.map((group) => ({
      group,
      items: paletteOf(group)
        .map((kind) => ({ key: kind.key, name: kindName(t, kind.key) }))
        .filter(
          (k) => !needle || k.name.toLowerCase().includes(needle) || k.key.toLowerCase().includes(needle),
        ),
    })).filter((g) => g.items.length > 0);
    // the names change with the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, t, i18n.language]);
  return (
    <nav className="vd-palette" aria-label={t('visualdev.designer.palette')} data-testid="vd-palette">
      <Input.Search
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('visualdev.designer.paletteSearch')}
        aria-label={t('visualdev.designer.paletteSearch')}
        data-testid="palette-search"
      />
      {groups.length === 0 && (
        <Typography.Text type="secondary">{t('visualdev.designer.paletteEmpty')}</Typography.Text>
      )}
      {groups.map(({ group, items }) => (
        <section key={group} className="vd-palette-group">
          <Typography.Title level={3} className="vd-palette-title">
            {t(`visualdev.designer.group.${group}`)}
          </Typography.Title>
          <ul>
            {items.map((item) => (
              <PaletteItem key={item.key} widgetKey={item.key} name={item.name} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
});

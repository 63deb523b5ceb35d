import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import {
  SortableContext,
  horizontalListSortingStrategy,
  rectSortingStrategy,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { childrenOf, type FieldItem } from '@tessera/shared';
import { Button, Tooltip } from 'antd';
import { memo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { idOf, keyOf } from './design-tree';
import { useDesigner, useDesignerStore } from './designer-context';
import { WidgetPreview } from './widget-preview';
import { kindName } from './widget-text';

/** The drop id of a container's list of children ("root": the form). */
export const listDropId = (parent: number | null) => `list:${parent ?? 'root'}`;

/** The container formId of a list drop id (null: the form), or undefined for anything else. */
export function parentOfListId(id: string | number): number | null | undefined {
  if (typeof id !== 'string' || !id.startsWith('list:')) return undefined;
  const rest = id.slice(5);
  return rest === 'root' ? null : Number(rest);
}

/**
 * The formIds of a list, the same array while they do not change: a property edit makes a new
 * list object, and a new id array would re-render every sortable widget of the list.
 */
function useStableIds(items: readonly FieldItem[]): number[] {
  const last = useRef<number[]>([]);
  const next = items.map(idOf);
  const same = next.length === last.current.length && next.every((id, i) => id === last.current[i]);
  if (!same) last.current = next;
  return last.current;
}

interface ListProps {
  parent: number | null;
  items: readonly FieldItem[];
  horizontal?: boolean;
  emptyText?: string;
}

/** A container's children: sortable among themselves and a drop target when empty or at the end. */
const DropList = memo(function DropList({ parent, items, horizontal, emptyText }: ListProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: listDropId(parent), data: { parent } });
  const ids = useStableIds(items);
  return (
    <SortableContext items={ids} strategy={horizontal ? horizontalListSortingStrategy : rectSortingStrategy}>
      <div
        ref={setNodeRef}
        className={`vd-list${horizontal ? ' vd-list-row' : ''}${isOver ? ' is-over' : ''}`}
        data-testid={`vd-list-${parent ?? 'root'}`}
      >
        {items.map((field) => (
          <CanvasItem key={idOf(field)} field={field} parent={parent} />
        ))}
        {items.length === 0 && (
          <div className="vd-list-empty">{emptyText ?? t('visualdev.designer.dropHere')}</div>
        )}
      </div>
    </SortableContext>
  );
});

/** Panes of a tab: one shown at a time, chosen by its header. */
function TabPanes({ field }: { field: FieldItem }) {
  const panes = childrenOf(field);
  const [active, setActive] = useState(0);
  const pane = panes[Math.min(active, panes.length - 1)];
  return (
    <div className="vd-tabs">
      <div className="vd-tab-heads" role="tablist">
        {panes.map((p, i) => (
          <button
            key={idOf(p)}
            type="button"
            role="tab"
            aria-selected={p === pane}
            className={p === pane ? 'is-active' : undefined}
            onClick={(e) => {
              e.stopPropagation();
              setActive(i);
            }}
          >
            {String(p.title ?? i + 1)}
          </button>
        ))}
      </div>
      {pane && <DropList parent={idOf(pane)} items={childrenOf(pane)} />}
    </div>
  );
}

/** What a container holds: sub-table columns, panes, grid cells, or plain children. */
function ContainerBody({ field }: { field: FieldItem }) {
  const { t } = useTranslation();
  const id = idOf(field);
  switch (keyOf(field)) {
    case 'table':
      return (
        <DropList
          parent={id}
          items={childrenOf(field)}
          horizontal
          emptyText={t('visualdev.designer.subTableEmpty')}
        />
      );
    case 'tab':
      return <TabPanes field={field} />;
    case 'collapse':
      return (
        <div className="vd-collapse">
          {childrenOf(field).map((pane) => (
            <section key={idOf(pane)} className="vd-pane">
              <div className="vd-pane-title">{String(pane.title ?? '')}</div>
              <DropList parent={idOf(pane)} items={childrenOf(pane)} />
            </section>
          ))}
        </div>
      );
    case 'tableGrid':
      return (
        <table className="vd-grid">
          <tbody>
            {childrenOf(field).map((row) => (
              <tr key={idOf(row)}>
                {childrenOf(row).map((cell) => (
                  <td key={idOf(cell)}>
                    <DropList parent={idOf(cell)} items={childrenOf(cell)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    default:
      return <DropList parent={id} items={childrenOf(field)} />;
  }
}

/**
 * One widget on the canvas: select by click (or Enter on it), drag by its handle (pointer or
 * keyboard), copy and delete when selected. Memoised on the widget object: an edit elsewhere
 * leaves it alone, since the tree shares unchanged branches.
 */
export const CanvasItem = memo(function CanvasItem({
  field,
  parent,
}: {
  field: FieldItem;
  parent: number | null;
}) {
  const { t } = useTranslation();
  const id = idOf(field);
  const key = keyOf(field);
  const store = useDesignerStore();
  const selected = useDesigner((s) => s.selected === id);
  const faulty = useDesigner((s) => s.problems.some((p) => p.formId === id));
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      data: { from: 'canvas', parent, key },
    });
  const container = key ? ['table', 'row', 'card', 'tab', 'collapse', 'tableGrid'].includes(key) : false;
  const span = typeof field.__config__.span === 'number' ? field.__config__.span : 24;
  const name = kindName(t, String(field.__config__.jnpfKey));
  const label =
    typeof field.__config__.label === 'string' && field.__config__.label ? field.__config__.label : name;
  const inTable = parent !== null && field.__config__.isSubTable === true;
  const select = (e: MouseEvent | KeyboardEvent) => {
    e.stopPropagation();
    store.getState().select(id);
  };
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        width: inTable ? undefined : `${(Math.min(Math.max(span, 1), 24) / 24) * 100}%`,
      }}
      className={`vd-item${container ? ' vd-container' : ''}${selected ? ' is-selected' : ''}${faulty ? ' has-problem' : ''}${isDragging ? ' is-dragging' : ''}${inTable ? ' vd-column' : ''}`}
      onClick={select}
      data-testid={`vd-item-${id}`}
      data-key={key}
      data-vmodel={field.__vModel__}
    >
      <div className="vd-item-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="vd-handle"
          {...attributes}
          {...listeners}
          aria-label={t('visualdev.designer.dragHandle', { name: label })}
          onFocus={() => store.getState().select(id)}
          data-testid={`vd-handle-${id}`}
        >
          <HolderOutlined />
        </button>
        <span className="vd-item-label">
          {field.__config__.required === true && <span className="vd-required">*</span>}
          {label}
        </span>
        {field.__vModel__ && <code className="vd-item-model">{field.__vModel__}</code>}
        {selected && (
          <span className="vd-item-actions">
            <Tooltip title={t('visualdev.designer.copyWidget')}>
              <Button
                size="small"
                type="text"
                aria-label={t('visualdev.designer.copyWidget')}
                onClick={(e) => {
                  e.stopPropagation();
                  store.getState().copy(id);
                }}
                data-testid="vd-copy"
                icon={<CopyOutlined />}
              />
            </Tooltip>
            <Tooltip title={t('visualdev.designer.removeWidget')}>
              <Button
                size="small"
                type="text"
                danger
                aria-label={t('visualdev.designer.removeWidget')}
                onClick={(e) => {
                  e.stopPropagation();
                  store.getState().remove(id);
                }}
                data-testid="vd-remove"
                icon={<DeleteOutlined />}
              />
            </Tooltip>
          </span>
        )}
      </div>
      {container ? <ContainerBody field={field} /> : <WidgetPreview field={field} />}
    </div>
  );
});

/** The design surface: the form's top-level widgets; a click on empty space selects the form. */
export function Canvas() {
  const { t } = useTranslation();
  const fields = useDesigner((s) => s.history.present.fields);
  const store = useDesignerStore();
  return (
    <main
      className="vd-canvas"
      aria-label={t('visualdev.designer.canvas')}
      onClick={() => store.getState().select(null)}
      data-testid="vd-canvas"
    >
      <div className="vd-sheet">
        <DropList parent={null} items={fields} emptyText={t('visualdev.designer.canvasEmpty')} />
      </div>
    </main>
  );
}

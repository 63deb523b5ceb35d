import {
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { childrenOf, isWidgetKey } from '@tessera/shared';
import { parentOfListId } from './canvas';
import { findField, isWithin, type Place } from './design-tree';
import type { DesignerStore } from './designer-store';

/**
 * The innermost drop target under the pointer (a widget inside a card wins over the card), or by
 * keyboard the nearest widget that is not the moving one nor inside it (a list, i.e. a container's
 * end, only when no widget is that way).
 */
export const innermostCollision =
  (store: DesignerStore): CollisionDetection =>
  (args) => {
    const within = pointerWithin(args);
    if (within.length > 0) {
      const area = (id: UniqueIdentifier) => {
        const rect = args.droppableRects.get(id);
        return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
      };
      return [...within].sort((a, b) => area(a.id) - area(b.id));
    }
    const fields = store.getState().history.present.fields;
    const moving = typeof args.active.id === 'number' ? args.active.id : undefined;
    const widgets = args.droppableContainers.filter(
      (c) => typeof c.id === 'number' && (moving === undefined || !isWithin(fields, c.id, moving)),
    );
    return closestCenter({
      ...args,
      droppableContainers: widgets.length > 0 ? widgets : args.droppableContainers,
    });
  };

/** Where a drop lands: at the end of a list, or before/after the widget it is over. */
export function dropPlace(store: DesignerStore, event: DragEndEvent): Place | undefined {
  const { over, active } = event;
  if (!over) return undefined;
  const fields = store.getState().history.present.fields;
  const listParent = parentOfListId(over.id);
  if (listParent !== undefined) {
    const container = listParent === null ? undefined : findField(fields, listParent)?.field;
    const count = listParent === null ? fields.length : container ? childrenOf(container).length : 0;
    return { parent: listParent, index: count };
  }
  const target = findField(fields, Number(over.id));
  if (!target) return undefined;
  const dragged = active.rect.current.translated;
  const horizontal = target.field.__config__.isSubTable === true;
  let after = dragged
    ? horizontal
      ? dragged.left + dragged.width / 2 > over.rect.left + over.rect.width / 2
      : dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2
    : false;
  if (typeof KeyboardEvent !== 'undefined' && event.activatorEvent instanceof KeyboardEvent) {
    // by keyboard the widget takes the place of the one it lands on, as in a sorted list
    const moving = findField(fields, Number(active.id));
    after = !!moving && moving.parent === target.parent && moving.index < target.index;
  }
  return { parent: target.parent, index: target.index + (after ? 1 : 0) };
}

/** Applies a finished drag: a palette entry becomes a new widget, a canvas widget moves. */
export function handleDrop(store: DesignerStore, event: DragEndEvent): void {
  const place = dropPlace(store, event);
  if (!place) return;
  const data = event.active.data.current as { from?: string; key?: unknown } | undefined;
  if (data?.from === 'palette') {
    if (isWidgetKey(data.key)) store.getState().add(data.key, place);
    return;
  }
  const id = Number(event.active.id);
  if (place.parent === id) return;
  store.getState().move(id, place);
}

/** Pointer (after a 5 px move, so clicks still select and add) and keyboard sensors. */
export function useDesignSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ColumnData, ListColumn } from '@tessera/shared';
import { Button, InputNumber, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumn, setColumn } from './list-model';

interface RowProps {
  column: ListColumn;
  index: number;
  count: number;
  onPatch: (patch: Partial<ListColumn>) => void;
  onMove: (to: number) => void;
}

/** One chosen column: drag handle (pointer or keyboard), width, fixed, align, sortable. */
function ColumnRow({ column, index, count, onPatch, onMove }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: column.prop,
  });
  const name = column.label ?? column.prop;
  return (
    <div
      ref={setNodeRef}
      className="ld-column"
      data-testid={`ld-column-${column.prop}`}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <button
        type="button"
        className="ld-handle"
        aria-label={t('visualdev.list.dragColumn', { name })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span className="ld-column-name">{name}</span>
      <span className="ld-column-settings">
        <InputNumber
          size="small"
          min={0}
          max={5000}
          value={column.width ?? null}
          placeholder={t('visualdev.list.widthAuto')}
          aria-label={t('visualdev.list.width', { name })}
          onChange={(v) => onPatch({ width: typeof v === 'number' ? Math.round(v) : null })}
          style={{ width: 88 }}
        />
        <Select
          size="small"
          value={column.fixed}
          aria-label={t('visualdev.list.fixed', { name })}
          onChange={(v) => onPatch({ fixed: v })}
          options={(['none', 'left', 'right'] as const).map((v) => ({
            value: v,
            label: t(`visualdev.list.fixed.${v}`),
          }))}
          style={{ width: 120 }}
        />
        <Select
          size="small"
          value={column.align}
          aria-label={t('visualdev.list.align', { name })}
          onChange={(v) => onPatch({ align: v })}
          options={(['left', 'center', 'right'] as const).map((v) => ({
            value: v,
            label: t(`visualdev.list.align.${v}`),
          }))}
          style={{ width: 90 }}
        />
        <Switch
          size="small"
          checked={column.sortable}
          aria-label={t('visualdev.list.sortable', { name })}
          onChange={(v) => onPatch({ sortable: v })}
        />
        <span className="ld-sortable-label" aria-hidden>
          {t('visualdev.list.sortableShort')}
        </span>
        <Button
          size="small"
          type="text"
          disabled={index === 0}
          aria-label={t('visualdev.list.moveUp', { name })}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </Button>
        <Button
          size="small"
          type="text"
          disabled={index === count - 1}
          aria-label={t('visualdev.list.moveDown', { name })}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </Button>
      </span>
    </div>
  );
}

/** The chosen columns in list order; reorder by drag (pointer or keyboard) or the arrow buttons. */
export function ColumnList({ value, onChange }: { value: ColumnData; onChange: (next: ColumnData) => void }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => value.columnList.find((c) => c.prop === id)?.label ?? String(id);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('visualdev.list.dragStart', { name: labelOf(active.id) }),
      onDragOver: ({ active, over }) =>
        t('visualdev.list.dragOver', { name: labelOf(active.id), target: over ? labelOf(over.id) : '' }),
      onDragEnd: ({ active }) => t('visualdev.list.dragEnd', { name: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('visualdev.list.dragCancel', { name: labelOf(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, value.columnList],
  );
  const ids = value.columnList.map((c) => c.prop);
  if (ids.length === 0) return <p className="ld-empty">{t('visualdev.list.noColumns')}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('visualdev.list.dragInstructions') },
      }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onChange(moveColumn(value, String(active.id), String(over.id)));
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div className="ld-columns" data-testid="ld-columns">
          {value.columnList.map((c, i) => (
            <ColumnRow
              key={c.prop}
              column={c}
              index={i}
              count={ids.length}
              onPatch={(patch) => onChange(setColumn(value, c.prop, patch))}
              onMove={(to) => onChange(moveColumn(value, c.prop, ids[to]!))}
            />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

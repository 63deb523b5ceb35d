import { DndContext, DragOverlay, type Announcements, type DragStartEvent } from '@dnd-kit/core';
import { checkDesign, type FormData } from '@tessera/shared';
import { Button, Space, Tabs, Tooltip, Typography } from 'antd';
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Canvas } from './canvas';
import { flatten } from './design-tree';
import { DesignerContext, useDesigner, useDesignerStore } from './designer-context';
import { createDesignerStore, type DesignerStore } from './designer-store';
import { FormPropsPanel } from './form-props-panel';
import { JsonDialog } from './json-dialog';
import { Palette } from './palette';
import { ProblemList } from './problem-list';
import { handleDrop, innermostCollision, useDesignSensors } from './use-design-dnd';
import { WidgetPropsPanel } from './widget-props-panel';
import { kindName, widgetMaker } from './widget-text';
import './form-designer.css';

/** The renderer loads when a preview is first opened. */
const FormPreviewDialog = lazy(() =>
  import('@/components/form-renderer/form-preview-dialog').then((m) => ({ default: m.FormPreviewDialog })),
);

/** Props of {@link FormDesigner}. */
export interface FormDesignerProps {
  /** The design as parsed (with defaults). */
  initial: FormData;
  /** Saves the design; resolves when stored, rejects (after showing why) when refused. */
  onSave: (design: FormData) => Promise<unknown>;
  /** Extra buttons of the header (close). */
  extra?: ReactNode;
  /** Reports whether the design differs from the last saved one. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Opens the generated page's preview with the design as it is now (a toolbar button when given). */
  onPagePreview?: (design: FormData) => void;
  /** Told the design after every change (the page preview of the list designer reads it). */
  onDraft?: (design: FormData) => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (outside text boxes, which keep their own undo). */
function useUndoKeys(store: DesignerStore) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) store.getState().undo();
      else if ((k === 'z' && e.shiftKey) || k === 'y') store.getState().redo();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [store]);
}

/** The right side: the selected widget's settings, or the form's. */
function PropertyPanel() {
  const { t } = useTranslation();
  const selected = useDesigner((s) => s.selected);
  const [tab, setTab] = useState('widget');
  const shown = selected === null && tab === 'widget' ? 'form' : tab;
  useEffect(() => {
    if (selected !== null) setTab('widget');
  }, [selected]);
  return (
    <aside className="vd-side" aria-label={t('visualdev.props.widget')}>
      <Tabs
        size="small"
        activeKey={shown}
        onChange={setTab}
        items={[
          {
            key: 'widget',
            label: t('visualdev.props.widget'),
            children:
              selected === null ? (
                <Typography.Text type="secondary">{t('visualdev.props.noSelection')}</Typography.Text>
              ) : (
                <WidgetPropsPanel key={selected} id={selected} />
              ),
          },
          { key: 'form', label: t('visualdev.props.form'), children: <FormPropsPanel /> },
        ]}
      />
    </aside>
  );
}

/** The header: widget count, undo/redo, JSON, save and the caller's buttons. */
function Toolbar({
  onSave,
  extra,
  onPagePreview,
}: Pick<FormDesignerProps, 'onSave' | 'extra' | 'onPagePreview'>) {
  const { t } = useTranslation();
  const store = useDesignerStore();
  const canUndo = useDesigner((s) => s.history.past.length > 0);
  const canRedo = useDesigner((s) => s.history.future.length > 0);
  const count = useDesigner((s) => flatten(s.history.present.fields).length);
  const [json, setJson] = useState(false);
  const [preview, setPreview] = useState<FormData>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const design = store.getState().history.present;
    const problems = checkDesign(design);
    store.getState().setProblems(problems);
    const first = problems.find((p) => p.formId !== undefined);
    if (first?.formId !== undefined) store.getState().select(first.formId);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await onSave(design);
    } catch {
      // the call showed why
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="vd-toolbar">
      <Typography.Text type="secondary" data-testid="vd-count">
        {t('visualdev.designer.widgetCount', { count })}
      </Typography.Text>
      <Space wrap>
        <Tooltip title="Ctrl+Z">
          <Button disabled={!canUndo} onClick={() => store.getState().undo()} data-testid="vd-undo">
            {t('visualdev.designer.undo')}
          </Button>
        </Tooltip>
        <Tooltip title="Ctrl+Shift+Z">
          <Button disabled={!canRedo} onClick={() => store.getState().redo()} data-testid="vd-redo">
            {t('visualdev.designer.redo')}
          </Button>
        </Tooltip>
        <Button onClick={() => setPreview(store.getState().history.present)} data-testid="vd-preview">
          {t('visualdev.designer.preview')}
        </Button>
        {onPagePreview && (
          <Button
            onClick={() => onPagePreview(store.getState().history.present)}
            data-testid="vd-page-preview"
          >
            {t('visualdev.list.pagePreview')}
          </Button>
        )}
        <Button onClick={() => setJson(true)} data-testid="vd-json">
          {t('visualdev.designer.json')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="vd-save">
          {t('visualdev.designer.save')}
        </Button>
        {extra}
      </Space>
      {json && <JsonDialog onClose={() => setJson(false)} />}
      {preview && (
        <Suspense fallback={null}>
          <FormPreviewDialog formData={preview} open onClose={() => setPreview(undefined)} />
        </Suspense>
      )}
    </div>
  );
}

/** Tells the parent when the design differs from the saved one. */
function DirtyWatch({ saved, onDirtyChange }: { saved: FormData; onDirtyChange?: (dirty: boolean) => void }) {
  const dirty = useDesigner(
    (s) => s.history.present !== saved && s.history.past.length + s.history.future.length > 0,
  );
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  return null;
}

/**
 * The form designer: the palette at the left, the canvas in the middle (drag, drop, reorder and
 * nest with pointer or keyboard), the property panel at the right, undo/redo, a JSON view and save.
 */
export function FormDesigner({
  initial,
  onSave,
  extra,
  onDirtyChange,
  onPagePreview,
  onDraft,
}: FormDesignerProps) {
  const { t } = useTranslation();
  const spanRef = useRef(initial.span);
  const [store] = useState(() =>
    createDesignerStore(
      initial,
      widgetMaker(t, () => spanRef.current),
    ),
  );
  const [saved, setSaved] = useState(() => store.getState().history.present);
  useEffect(() => store.subscribe((s) => void (spanRef.current = s.history.present.span)), [store]);
  useEffect(
    () => (onDraft ? store.subscribe((s) => onDraft(s.history.present)) : undefined),
    [store, onDraft],
  );
  useUndoKeys(store);
  const sensors = useDesignSensors();
  const collision = useMemo(() => innermostCollision(store), [store]);
  const [dragName, setDragName] = useState<string>();
  const nameOf = (id: string | number, data?: { key?: unknown }) =>
    data?.key ? kindName(t, String(data.key)) : String(id);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        t('visualdev.designer.dragStart', { name: nameOf(active.id, active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('visualdev.designer.dragOver', {
              name: nameOf(active.id, active.data.current),
              target: nameOf(over.id, over.data.current),
            })
          : t('visualdev.designer.dragNowhere', { name: nameOf(active.id, active.data.current) }),
      onDragEnd: ({ active }) =>
        t('visualdev.designer.dragEnd', { name: nameOf(active.id, active.data.current) }),
      onDragCancel: ({ active }) =>
        t('visualdev.designer.dragCancel', { name: nameOf(active.id, active.data.current) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const save = async (design: FormData) => {
    await onSave(design);
    setSaved(design);
  };
  return (
    <DesignerContext.Provider value={store}>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={(e: DragStartEvent) => setDragName(nameOf(e.active.id, e.active.data.current))}
        onDragEnd={(e) => {
          setDragName(undefined);
          handleDrop(store, e);
        }}
        onDragCancel={() => setDragName(undefined)}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('visualdev.designer.dragInstructions') },
        }}
      >
        <div className="vd-designer" data-testid="vd-designer">
          <Toolbar onSave={save} extra={extra} onPagePreview={onPagePreview} />
          <ProblemList />
          <div className="vd-body">
            <Palette />
            <Canvas />
            <PropertyPanel />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragName ? <div className="vd-overlay">{dragName}</div> : null}
        </DragOverlay>
      </DndContext>
      <DirtyWatch saved={saved} onDirtyChange={onDirtyChange} />
    </DesignerContext.Provider>
  );
}

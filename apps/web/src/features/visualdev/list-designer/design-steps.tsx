import { parseFormData, type ColumnData, type FormData, type VisualDevInfo } from '@tessera/shared';
import { Tabs } from 'antd';
import { cloneElement, useCallback, useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stashPreviewDraft } from '@/lib/preview-draft';
import { bodyOf, visualDevApi } from '../api/visualdev-api';
import { useInvalidateVisualDev } from '../api/visualdev-queries';
import { ListDesigner } from './list-designer';

type FormDesignerElement = ReactElement<{
  onDirtyChange?: (dirty: boolean) => void;
  onPagePreview?: (design: FormData) => void;
  onDraft?: (design: FormData) => void;
}>;

/**
 * The design steps of a design: the form designer alone, or for a form-and-list design (webType 2)
 * the form designer and the list designer as two tabs. The parent's unsaved-changes flag covers both.
 */
export function DesignSteps({
  info,
  children,
}: {
  info: VisualDevInfo | undefined;
  children: FormDesignerElement;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateVisualDev();
  const dirty = useRef({ form: false, list: false });
  const report = children.props.onDirtyChange;
  const navigate = useNavigate();
  // the designs as they are now, saved or not, for the page preview (issue 18 point 4)
  const draft = useRef<{ form?: FormData; list?: ColumnData }>({});
  const onFormDraft = useCallback((form: FormData) => void (draft.current.form = form), []);
  const onListDraft = useCallback((list: ColumnData) => void (draft.current.list = list), []);
  const tell = (part: 'form' | 'list', d: boolean) => {
    dirty.current[part] = d;
    report?.(dirty.current.form || dirty.current.list);
  };
  const savedForm = useMemo(() => {
    const parsed = parseFormData(info?.formData?.trim() ? info.formData : '{}');
    return parsed.ok ? parsed.formData : undefined;
  }, [info?.formData]);
  if (!info || info.webType !== 2 || !savedForm) return children;
  const preview = (now: { form?: FormData; list?: ColumnData }) => {
    const form = now.form ?? draft.current.form ?? savedForm;
    const list = now.list ?? draft.current.list;
    const key = stashPreviewDraft({
      fullName: info.fullName,
      formData: JSON.stringify(form),
      columnData: list ? JSON.stringify(list) : info.columnData,
    });
    void navigate(`/previewModel?key=${key}`);
  };
  const save = async (columnData: ColumnData) => {
    const stored = await visualDevApi.info(info.id);
    await visualDevApi.update(info.id, bodyOf(stored, { columnData: JSON.stringify(columnData) }));
    await invalidate();
  };
  return (
    <Tabs
      className="ld-steps"
      size="small"
      items={[
        {
          key: 'form',
          label: t('visualdev.steps.form'),
          children: cloneElement(children, {
            onDirtyChange: (d: boolean) => tell('form', d),
            onPagePreview: (form: FormData) => preview({ form }),
            onDraft: onFormDraft,
          }),
        },
        {
          key: 'list',
          label: t('visualdev.steps.list'),
          children: (
            <ListDesigner
              formData={savedForm}
              columnData={info.columnData}
              onSave={save}
              onDirtyChange={(d) => tell('list', d)}
              onPagePreview={(list) => preview({ list })}
              onDraft={onListDraft}
            />
          ),
        },
      ]}
    />
  );
}

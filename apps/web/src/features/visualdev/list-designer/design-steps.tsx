import { parseFormData, type ColumnData, type VisualDevInfo } from '@tessera/shared';
import { Tabs } from 'antd';
import { cloneElement, useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyOf, visualDevApi } from '../api/visualdev-api';
import { useInvalidateVisualDev } from '../api/visualdev-queries';
import { ListDesigner } from './list-designer';

type FormDesignerElement = ReactElement<{ onDirtyChange?: (dirty: boolean) => void }>;

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
  const tell = (part: 'form' | 'list', d: boolean) => {
    dirty.current[part] = d;
    report?.(dirty.current.form || dirty.current.list);
  };
  const savedForm = useMemo(() => {
    const parsed = parseFormData(info?.formData?.trim() ? info.formData : '{}');
    return parsed.ok ? parsed.formData : undefined;
  }, [info?.formData]);
  if (!info || info.webType !== 2 || !savedForm) return children;
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
          children: cloneElement(children, { onDirtyChange: (d: boolean) => tell('form', d) }),
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
            />
          ),
        },
      ]}
    />
  );
}

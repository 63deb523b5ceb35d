import { parseFormData, type ColumnData } from '@tessera/shared';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ask, type RowAction } from '@/components/admin-list-page';
import { fetchInterfaceResponse } from '@/components/dynamic-options';
import { FormRenderer, type FormRendererHandle } from '@/components/form-renderer';
import { ScriptSandbox } from '@/components/form-scripts';
import { buildParamList, type TemplateParam } from '@/components/popup-select';
import { feedback } from '@/lib/feedback';
import { isEnvelopeError } from '@/lib/http';
import { useUserStore } from '@/stores/user-store';
import { onlineDevApi } from '../api/online-dev-api';
import { useOnlineDevConfig } from '../api/online-dev-queries';
import type { ListRow } from './list-columns';
import { Popup } from './popup';

/** A custom button of a list design (form-model.md §4 `customBtnsList`). */
export type CustomButton = ColumnData['customBtnsList'][number];

/** What a custom button's event says (btnType 1 form, 2 script, 3 interface). */
interface ButtonEvent {
  btnType?: number;
  modelId?: string;
  popupTitle?: string;
  popupType?: string;
  popupWidth?: string;
  formOptions?: { currentField?: string; field?: string }[];
  func?: string;
  interfaceId?: string;
  templateJson?: TemplateParam[];
  useConfirm?: boolean;
  confirmTitle?: string;
  isRefresh?: boolean;
}

const eventOf = (b: CustomButton) => (b.event ?? {}) as ButtonEvent;

/** The values a custom form starts with: each target `field` from this row's `currentField`. */
export function mappedValues(row: ListRow, options: ButtonEvent['formOptions']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of options ?? []) {
    if (!o.field || !o.currentField) continue;
    const value = o.currentField === 'id' ? row.id : (row[`${o.currentField}_id`] ?? row[o.currentField]);
    if (value !== undefined && value !== null) out[o.field] = value;
  }
  return out;
}

/** The popup of a btnType-1 button: another design's form, filled from the row, saved there. */
function CustomForm({ event, row, onClose }: { event: ButtonEvent; row: ListRow; onClose: () => void }) {
  const { t } = useTranslation();
  const modelId = event.modelId ?? '';
  const config = useOnlineDevConfig(modelId);
  const form = useRef<FormRendererHandle>(null);
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const parsed = config.data?.formData ? parseFormData(config.data.formData) : undefined;
  const design = parsed?.ok ? parsed.formData : undefined;
  const [initial] = useState(() => mappedValues(row, event.formOptions));

  const handleSubmit = async () => {
    const current = form.current;
    if (!current?.validate()) {
      feedback.error(t('onlineDev.invalid'));
      return;
    }
    setSaving(true);
    try {
      const envelope = await onlineDevApi.save(modelId, { data: JSON.stringify(current.getValues()) });
      feedback.success(envelope.msg || t('onlineDev.saved'));
      onClose();
    } catch (error) {
      setRefusal(isEnvelopeError(error) && error.msg ? error.msg : t('onlineDev.refused'));
    } finally {
      setSaving(false);
    }
  };
  const type = event.popupType === 'drawer' || event.popupType === 'fullScreen' ? event.popupType : 'general';
  let body: ReactNode = <Spin />;
  if (config.isError || (config.data && !design))
    body = <Result status="warning" title={t('onlineDev.noForm')} />;
  else if (design) body = <FormRenderer ref={form} formData={design} mode="create" value={initial} />;
  return (
    <Popup
      type={type}
      width={event.popupWidth || '800px'}
      title={
        event.popupTitle && event.popupTitle !== '自定义操作'
          ? event.popupTitle
          : t('onlineDev.list.customTitle')
      }
      open
      onClose={onClose}
      data-testid="online-custom-form"
      footer={
        <Space>
          <Button onClick={onClose}>{t('onlineDev.list.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!design}
            onClick={() => void handleSubmit()}
            data-testid="online-custom-form-submit"
          >
            {t('onlineDev.list.confirm')}
          </Button>
        </Space>
      }
    >
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
      {body}
    </Popup>
  );
}

/**
 * The custom buttons of a list's rows (form-model.md §4): btnType 1 opens another design's form
 * filled from the row, 2 runs the designer's script in the sandbox frame (its toasts shown, the
 * list refreshed after), 3 calls a data interface with the row's values as parameters (after a
 * confirmation when asked; the list refreshed when asked). With button permissions on, a button
 * shows to holders of its own value.
 */
export function useCustomButtons(opts: {
  design: Pick<ColumnData, 'customBtnsList'>;
  menuId?: string;
  allowed: (value: string) => boolean;
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ event: ButtonEvent; row: ListRow }>();
  const sandbox = useRef<ScriptSandbox>(undefined);
  const user = useUserStore((s) => s.userInfo);
  useEffect(() => () => sandbox.current?.dispose(), []);

  const runScript = async (source: string, row: ListRow, index: number) => {
    sandbox.current ??= new ScriptSandbox({
      onCall: (call) => {
        if (call.name !== 'toast') return;
        const show =
          call.kind === 'error'
            ? feedback.error
            : call.kind === 'success'
              ? feedback.success
              : feedback.warning;
        show(call.text, 3);
      },
    });
    const result = await sandbox.current.run(source, {
      data: row,
      rowIndex: index,
      formData: row,
      user: {
        userId: user?.userId ?? '',
        userName: user?.userName ?? '',
        userAccount: user?.userAccount ?? '',
      },
    });
    if (!result.ok) feedback.error(t('onlineDev.list.customFailed'));
    else await opts.reload();
  };

  const callInterface = async (event: ButtonEvent, row: ListRow) => {
    if (
      event.useConfirm &&
      !(await ask({ content: event.confirmTitle || t('onlineDev.list.customConfirm') }))
    )
      return;
    try {
      await fetchInterfaceResponse(
        event.interfaceId ?? '',
        buildParamList(event.templateJson, row),
        opts.menuId,
      );
      feedback.success(t('onlineDev.list.customDone'));
      if (event.isRefresh) await opts.reload();
    } catch {
      // the http client already showed the interface's error
    }
  };

  const run = (b: CustomButton, row: ListRow, index: number) => {
    const event = eventOf(b);
    if (event.btnType === 2) void runScript(event.func ?? '', row, index);
    else if (event.btnType === 3) void callInterface(event, row);
    else setOpen({ event, row });
  };

  const actions = (row: ListRow, index: number): RowAction[] =>
    opts.design.customBtnsList
      .filter((b) => opts.allowed(b.value))
      .map((b) => ({
        key: b.value,
        label: b.label,
        onClick: () => run(b, row, index),
        testId: 'online-row-custom',
      }));

  const dialogs = open ? (
    <CustomForm event={open.event} row={open.row} onClose={() => setOpen(undefined)} />
  ) : null;
  return { actions, dialogs, has: opts.design.customBtnsList.some((b) => opts.allowed(b.value)) };
}

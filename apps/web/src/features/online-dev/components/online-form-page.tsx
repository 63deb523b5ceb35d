import { parseFormData } from '@tessera/shared';
import { Alert, Button, Card, Result, Space, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer, type FormRendererHandle } from '@/components/form-renderer';
import { PlaceholderPage } from '@/components/placeholder-page';
import { feedback } from '@/lib/feedback';
import { isEnvelopeError } from '@/lib/http';
import { useOnlineDevConfig, useSaveRecord } from '../api/online-dev-queries';
import { OnlineListPage } from '../list/online-list-page';

/** Props of {@link OnlineFormPage}, given by the menu route. */
export interface OnlineFormPageProps {
  /** The design id (the menu's propertyJson.moduleId). */
  modelId: string;
  /** The menu id (data widgets call their interfaces from it). */
  menuId?: string;
  /** The menu's title. */
  title: string;
}

/**
 * The page of a released form-only design (webType 1): the form from the released Config, saved
 * by `POST /api/visualdev/OnlineDev/{modelId}`; the server's refusals are shown as they come.
 */
export default function OnlineFormPage({ modelId, menuId, title }: OnlineFormPageProps) {
  const { t } = useTranslation();
  const config = useOnlineDevConfig(modelId);
  const save = useSaveRecord(modelId);
  const form = useRef<FormRendererHandle>(null);
  const [refusal, setRefusal] = useState<string>();
  const [generation, setGeneration] = useState(0);
  const design = useMemo(() => {
    const parsed = config.data?.formData ? parseFormData(config.data.formData) : undefined;
    return parsed?.ok ? parsed.formData : undefined;
  }, [config.data]);

  if (config.isLoading) return <Spin className="online-form-loading" />;
  if (config.isError || !config.data)
    return <Result status="warning" title={t('onlineDev.loadFailed')} data-testid="online-form-error" />;
  if (config.data.webType === 2)
    return <OnlineListPage modelId={modelId} menuId={menuId} title={title} config={config.data} />;
  if (config.data.webType !== 1)
    return <PlaceholderPage title={title} menuType={3} path={`model/${config.data.enCode}`} />;
  if (!design) return <Result status="info" title={t('onlineDev.noForm')} />;

  const handleSubmit = async (addAnother: boolean) => {
    setRefusal(undefined);
    if (!form.current?.validate()) {
      feedback.error(t('onlineDev.invalid'));
      return;
    }
    const current = form.current;
    try {
      await current.beforeSubmit();
    } catch (stopped) {
      setRefusal(stopped instanceof Error ? stopped.message : t('onlineDev.refused'));
      return;
    }
    try {
      const envelope = await save.mutateAsync({ data: JSON.stringify(current.getValues()) });
      current.afterSubmit();
      feedback.success(envelope.msg || t('onlineDev.saved'));
      if (addAnother) current.reset();
      else setGeneration((g) => g + 1);
    } catch (error) {
      setRefusal(isEnvelopeError(error) && error.msg ? error.msg : t('onlineDev.refused'));
    }
  };

  return (
    <div className="online-form-page" data-testid="online-form-page">
      <Card title={config.data.fullName || title} size="small">
        {refusal ? (
          <Alert
            type="error"
            showIcon
            message={refusal}
            style={{ marginBottom: 16 }}
            data-testid="online-form-refusal"
          />
        ) : null}
        <FormRenderer key={generation} ref={form} formData={design} menuId={menuId} mode="create" />
        <Space style={{ marginTop: 8 }}>
          {design.hasConfirmBtn ? (
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => void handleSubmit(false)}
              data-testid="online-form-submit"
            >
              {design.confirmButtonText || t('onlineDev.submit')}
            </Button>
          ) : null}
          {design.hasConfirmAndAddBtn ? (
            <Button
              loading={save.isPending}
              onClick={() => void handleSubmit(true)}
              data-testid="online-form-submit-add"
            >
              {t('onlineDev.confirmAndAdd')}
            </Button>
          ) : null}
          <Button onClick={() => form.current?.reset()} data-testid="online-form-reset">
            {t('onlineDev.reset')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}

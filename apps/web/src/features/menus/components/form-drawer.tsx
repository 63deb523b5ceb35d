import { Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';

/** Props of {@link FormDrawer}. */
export interface FormDrawerProps<V> {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  /** Sends the values; a rejection was already shown by the http client. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/** A side drawer holding a vertical form with cancel and save; closes after a successful save. */
export function FormDrawer<V extends object>(props: FormDrawerProps<V>) {
  const { open, title, form, initialValues, onSubmit, onClose, testId, children } = props;
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      feedback.success(t('menus.saved'));
      onClose();
    } catch {
      // the http client already showed the server's reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(560px, 100vw)"
      title={title}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void handleSave()} data-testid="form-save">
            {t('common.ok')}
          </Button>
        </Space>
      }
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        preserve={false}
        onFinish={() => void handleSave()}
      >
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}

import { Button, Drawer, Form, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedClose } from '@/components/admin-list-page/dirty-guard';
import { useSaveForm } from './use-save-form';

/** Props of {@link EditDrawer}. */
export interface EditDrawerProps<V> {
  open: boolean;
  title: string;
  /** Values the form starts with. */
  initialValues: Partial<V>;
  /** Sends the values; a rejection was already shown by the http client. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  testId: string;
  /** The form, when the caller watches fields. */
  form?: FormInstance<V>;
  /** Drawer width (default 520px, the screen on phones). */
  width?: number;
  /** Keep the values of fields that are hidden (default true); forms whose fields change by kind pass false. */
  preserve?: boolean;
  children: ReactNode;
}

/** A side drawer with a vertical form, cancel and save; closes after a successful save, asks before dropping changes. */
export function EditDrawer<V extends object>(props: EditDrawerProps<V>) {
  const { open, title, initialValues, onSubmit, onClose, testId, children, width = 520, preserve } = props;
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const { saving, save: handleSave } = useSaveForm(form, onSubmit, onClose, t('adminTable.saved'));
  // Esc, the X, the mask and Cancel ask first when a field was changed; a save closes at once
  const handleClose = useGuardedClose(form, onClose);

  return (
    <Drawer
      open={open}
      onClose={() => void handleClose()}
      size={`min(${width}px, 100vw)`}
      title={title}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={() => void handleClose()} data-testid="form-cancel">
            {t('common.cancel')}
          </Button>
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
        preserve={preserve}
        onFinish={() => void handleSave()}
      >
        {children}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}

import { Form, Modal, type ButtonProps, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '@/components/admin-table';
import { useGuardedClose } from '@/components/admin-list-page/dirty-guard';

/** Props of {@link FormModal}. */
export interface FormModalProps<V> {
  /** Default true: forms are usually mounted only while they are open. */
  open?: boolean;
  title: string;
  /** Values the form starts with. */
  initialValues: Partial<V>;
  /** Sends the values; a rejection was already shown by the http client and keeps the dialog open. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** `data-testid` of the form. */
  testId: string;
  /** `data-testid` of the OK button. */
  saveTestId?: string;
  /** The form, when the caller watches fields. */
  form?: FormInstance<V>;
  /** Dialog width (default 560). */
  width?: number;
  children: ReactNode;
}

/** A dialog with a vertical form, cancel and OK; Enter submits; closes after a successful save. */
export function FormModal<V extends object>(props: FormModalProps<V>) {
  const { open = true, title, initialValues, onSubmit, onClose, testId, saveTestId, width = 560 } = props;
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const { saving, save } = useSaveForm(form, onSubmit, onClose, t('adminTable.saved'));
  // Esc, the X, the mask and Cancel ask before dropping changes, as the edit drawer does
  const handleClose = useGuardedClose(form, onClose);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={() => void handleClose()}
      onOk={() => void save()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={width}
      okButtonProps={{ 'data-testid': saveTestId } as ButtonProps}
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void save()}
        data-testid={testId}
      >
        {props.children}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

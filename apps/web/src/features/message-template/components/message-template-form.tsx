import { Alert, Form, Input, Select, Tag } from 'antd';
import {
  unknownTemplateParameters,
  type MessageTemplateBody,
  type MessageTemplateItem,
} from '@tessera/shared';
import { useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { CodeField, DescriptionField, SortCodeField, SwitchField } from '@/components/form-fields';
import { messageTemplateApi } from '../api/message-template-api';
import { useInvalidateMessageTemplates, useTypeList } from '../api/message-template-queries';
import { TemplatePreview } from './template-preview';

type TextField = 'title' | 'content';

/** Create or edit a message template, with parameter chips and a live preview. */
export function MessageTemplateForm({ row, onClose }: { row?: MessageTemplateItem; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateMessageTemplates();
  const [form] = Form.useForm<MessageTemplateBody>();
  const channels = useTypeList('1');
  const sources = useTypeList('2');
  const parameters = useTypeList('3');
  const title = Form.useWatch('title', form) ?? row?.title ?? '';
  const content = Form.useWatch('content', form) ?? row?.content ?? '';
  // where a chip goes: the text field used last and its caret
  const caret = useRef<{ field: TextField; at: number }>({ field: 'content', at: -1 });
  const unknown = [...new Set([...unknownTemplateParameters(title), ...unknownTemplateParameters(content)])];

  const initial: Partial<MessageTemplateBody> = row
    ? {
        fullName: row.fullName,
        enCode: row.enCode,
        messageSource: row.messageSource,
        messageType: row.messageType,
        title: row.title,
        content: row.content,
        templateCode: row.templateCode ?? undefined,
        enabledMark: row.enabledMark,
        sortCode: row.sortCode,
        description: row.description ?? undefined,
      }
    : { messageSource: '1', messageType: '1', enabledMark: 1, sortCode: 0, content: '' };

  const track = (field: TextField) => (e: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    caret.current = { field, at: e.currentTarget.selectionStart ?? -1 };
  };
  const insert = (token: string) => {
    const { field, at } = caret.current;
    const value = String(form.getFieldValue(field) ?? '');
    const pos = at < 0 || at > value.length ? value.length : at;
    form.setFieldValue(field, `${value.slice(0, pos)}${token}${value.slice(pos)}`);
    caret.current = { field, at: pos + token.length };
  };
  const submit = async (values: MessageTemplateBody) => {
    const body: MessageTemplateBody = {
      ...values,
      content: values.content ?? '',
      templateCode: values.templateCode || null,
      description: values.description || null,
      enabledMark: values.enabledMark ? 1 : 0,
    };
    const msg = row ? await messageTemplateApi.update(row.id, body) : await messageTemplateApi.create(body);
    await invalidate();
    return msg;
  };
  const required = (field: string) => ({ required: true, message: t('msgTemplate.required', { field }) });

  return (
    <EditDrawer<MessageTemplateBody>
      open
      title={t(row ? 'msgTemplate.edit' : 'msgTemplate.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="msg-template-form"
      form={form}
      width={720}
    >
      <div className="msg-template-grid">
        <Form.Item
          name="fullName"
          label={t('msgTemplate.field.fullName')}
          rules={[required(t('msgTemplate.field.fullName')), { max: 100 }]}
        >
          <Input maxLength={100} data-testid="tpl-fullName" />
        </Form.Item>
        <CodeField
          label={t('msgTemplate.field.enCode')}
          requiredMessage={t('msgTemplate.required', { field: t('msgTemplate.field.enCode') })}
          extra={t('msgTemplate.hint.enCode')}
          testId="tpl-enCode"
        />
        <Form.Item
          name="messageSource"
          label={t('msgTemplate.field.messageSource')}
          rules={[required(t('msgTemplate.field.messageSource'))]}
        >
          <Select options={(sources ?? []).map((s) => ({ value: s.enCode, label: s.fullName }))} />
        </Form.Item>
        <Form.Item
          name="messageType"
          label={t('msgTemplate.field.messageType')}
          rules={[required(t('msgTemplate.field.messageType'))]}
        >
          <Select options={(channels ?? []).map((s) => ({ value: s.enCode, label: s.fullName }))} />
        </Form.Item>
      </div>
      <div className="msg-template-chips" aria-label={t('msgTemplate.params')}>
        <span className="msg-template-chips-label">{t('msgTemplate.params')}</span>
        {(parameters ?? []).map((p) => (
          <Tag.CheckableTag
            key={p.enCode}
            checked={false}
            onClick={() => insert(p.enCode)}
            data-testid={`tpl-param-${p.enCode.slice(1)}`}
          >
            {p.fullName} <code>{p.enCode}</code>
          </Tag.CheckableTag>
        ))}
      </div>
      <Form.Item
        name="title"
        label={t('msgTemplate.field.title')}
        extra={t('msgTemplate.hint.title')}
        rules={[required(t('msgTemplate.field.title')), { max: 200 }]}
      >
        <Input maxLength={200} onSelect={track('title')} onKeyUp={track('title')} data-testid="tpl-title" />
      </Form.Item>
      <Form.Item name="content" label={t('msgTemplate.field.content')} extra={t('msgTemplate.hint.content')}>
        <Input.TextArea
          rows={5}
          maxLength={20000}
          onSelect={track('content')}
          onKeyUp={track('content')}
          data-testid="tpl-content"
        />
      </Form.Item>
      {unknown.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('msgTemplate.unknownParams', { names: unknown.map((u) => `@${u}`).join(', ') })}
          data-testid="tpl-unknown"
        />
      )}
      <TemplatePreview title={title} content={content} />
      <div className="msg-template-grid">
        <Form.Item
          name="templateCode"
          label={t('msgTemplate.field.templateCode')}
          extra={t('msgTemplate.hint.templateCode')}
        >
          <Input maxLength={100} />
        </Form.Item>
        <SortCodeField label={t('msgTemplate.field.sortCode')} />
        <SwitchField
          name="enabledMark"
          label={t('msgTemplate.field.enabledMark')}
          ariaLabel={t('msgTemplate.field.enabledMark')}
        />
      </div>
      <DescriptionField label={t('msgTemplate.field.description')} rows={2} />
    </EditDrawer>
  );
}

import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Tabs, Typography } from 'antd';
import {
  DEFAULT_PAGE_PARAM,
  PRINT_CODE_RULE,
  type PrintDevBody,
  type PrintDevFields,
  type PrintDevInfo,
} from '@tessera/shared';
import { useEffect, useRef, useState } from 'react';
import { useGuardedClose } from '@/components/admin-list-page';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '@/components/admin-table';
import { DictionarySelect } from '@/components/dictionary';
import { DescriptionField, NameCodeFields, SwitchField, recordStateValues } from '@/components/form-fields';
import { useUserStore } from '@/stores/user-store';
import { printDevApi } from '../api/print-dev-api';
import { useInvalidatePrintDevList, usePrintResources } from '../api/print-dev-queries';
import { DesignSurface, type DesignSurfaceHandle } from './design-surface';
import { FieldsPanel } from './fields-panel';
import { PageSetup } from './page-setup';
import { SqlStatements } from './sql-statements';
import './print-dev.css';

const EMPTY: Partial<PrintDevBody> = {
  type: 2,
  ...recordStateValues(),
  sqlTemplate: [{ sql: '' }],
  printTemplate: '',
  pageParam: DEFAULT_PAGE_PARAM,
};

/** The full-screen template editor: basics and page setup, design / HTML / SQL tabs, fields to insert. */
export function PrintDevEditor({ row, onClose }: { row?: PrintDevInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidateList = useInvalidatePrintDevList();
  const isAdmin = useUserStore((s) => !!s.userInfo?.isAdministrator);
  const [form] = Form.useForm<PrintDevBody>();
  const [tab, setTab] = useState('design');
  const [fields, setFields] = useState<PrintDevFields>();
  const design = useRef<DesignSurfaceHandle>(null);
  const source = useRef<HTMLTextAreaElement | null>(null);
  const html = Form.useWatch('printTemplate', form) ?? row?.printTemplate ?? '';
  const resources = usePrintResources();
  const initial: Partial<PrintDevBody> = row
    ? {
        fullName: row.fullName,
        enCode: row.enCode,
        categoryId: row.categoryId ?? undefined,
        resourceCode: row.resourceCode ?? undefined,
        type: row.type,
        ...recordStateValues(row),
        sqlTemplate: row.sqlTemplate.length ? row.sqlTemplate : [{ sql: '' }],
        printTemplate: row.printTemplate,
        pageParam: row.pageParam,
      }
    : EMPTY;

  const loadFields = async () => {
    const sql = (form.getFieldValue('sqlTemplate') as PrintDevBody['sqlTemplate'] | undefined) ?? [];
    setFields(await printDevApi.fields(sql.filter((s) => s.sql.trim())).catch(() => undefined));
  };
  useEffect(() => {
    if (row && isAdmin) void loadFields();
    // once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setHtml = (next: string) => form.setFieldValue('printTemplate', next);
  const insert = (text: string, asHtml = false) => {
    if (tab === 'design' && design.current) {
      if (asHtml) design.current.insertHtml(text);
      else design.current.insertText(text);
      return;
    }
    const area = source.current;
    const current = (form.getFieldValue('printTemplate') as string | undefined) ?? '';
    const at = area?.selectionStart ?? current.length;
    setHtml(current.slice(0, at) + text + current.slice(area?.selectionEnd ?? at));
  };

  const submit = async (values: PrintDevBody) => {
    const body: PrintDevBody = {
      ...values,
      categoryId: values.categoryId || null,
      // only administrators set the resource; others keep the stored one
      resourceCode: isAdmin ? values.resourceCode || null : undefined,
      description: values.description || null,
      sqlTemplate: (values.sqlTemplate ?? []).filter((s) => s.sql.trim()),
    };
    const msg = row ? await printDevApi.update(row.id, body) : await printDevApi.create(body);
    await invalidateList();
    return msg;
  };
  const { saving, save } = useSaveForm(form, submit, onClose, t('adminTable.saved'));
  // Esc, the X and Cancel ask before a changed template is dropped (saving closes at once)
  const close = useGuardedClose(form, onClose);

  return (
    <Modal
      open
      onCancel={() => void close()}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      className="print-editor-modal"
      title={t(row ? 'printDev.edit' : 'printDev.add')}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => void close()}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="form-save">
            {t('common.ok')}
          </Button>
        </Space>
      }
      data-testid="print-editor"
    >
      <Form<PrintDevBody> form={form} layout="vertical" initialValues={initial} className="print-editor">
        <aside className="print-editor-side">
          <Typography.Title level={2} className="print-editor-heading">
            {t('printDev.editor.basic')}
          </Typography.Title>
          <NameCodeFields
            ns="printDev"
            code={{ pattern: PRINT_CODE_RULE.pattern, patternMessage: t('printDev.codeRule') }}
          />
          <Form.Item name="categoryId" label={t('printDev.field.categoryId')}>
            <DictionarySelect enCode="printDev" />
          </Form.Item>
          <Form.Item
            name="resourceCode"
            label={t('printDev.field.resourceCode')}
            extra={t('printDev.resourceHint')}
          >
            <Select
              allowClear
              disabled={!isAdmin}
              loading={resources.isLoading}
              placeholder={t('printDev.resourceNone')}
              options={(resources.data ?? []).map((r) => ({ value: r.code, label: r.fullName }))}
              data-testid="field-resourceCode"
            />
          </Form.Item>
          <Form.Item name="type" label={t('printDev.field.type')}>
            <Radio.Group
              options={[
                { value: 2, label: t('printDev.type.2') },
                { value: 1, label: t('printDev.type.1') },
              ]}
            />
          </Form.Item>
          <Space>
            <Form.Item name="sortCode" label={t('printDev.field.sortCode')}>
              <InputNumber min={0} max={999999} precision={0} />
            </Form.Item>
            <SwitchField name="enabledMark" label={t('printDev.field.enabledMark')} />
          </Space>
          <DescriptionField label={t('printDev.field.description')} rows={2} />
          <PageSetup />
        </aside>
        <section className="print-editor-main">
          <Form.Item name="printTemplate" hidden>
            <Input />
          </Form.Item>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'design',
                label: t('printDev.editor.design'),
                children: (
                  <DesignSurface
                    ref={design}
                    value={html}
                    onChange={setHtml}
                    label={t('printDev.editor.design')}
                  />
                ),
              },
              {
                key: 'source',
                label: t('printDev.editor.source'),
                children: (
                  <Input.TextArea
                    ref={(r) => {
                      source.current = r?.resizableTextArea?.textArea ?? null;
                    }}
                    value={html}
                    onChange={(e) => setHtml(e.target.value)}
                    className="print-source"
                    aria-label={t('printDev.editor.source')}
                    spellCheck={false}
                    data-testid="print-source"
                  />
                ),
              },
              {
                key: 'sql',
                label: t('printDev.editor.sql'),
                forceRender: true,
                children: <SqlStatements editable={isAdmin} />,
              },
            ]}
          />
        </section>
        <aside className="print-editor-fields">
          <FieldsPanel fields={fields} canLoad={isAdmin} onLoad={() => void loadFields()} onInsert={insert} />
        </aside>
      </Form>
    </Modal>
  );
}

/** A select of the two template types, for the list filter. */
export function TypeSelect(props: { value?: number; onChange: (v: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      value={props.value}
      onChange={props.onChange}
      placeholder={t('printDev.field.type')}
      aria-label={t('printDev.field.type')}
      style={{ width: 140 }}
      options={[
        { value: 2, label: t('printDev.type.2') },
        { value: 1, label: t('printDev.type.1') },
      ]}
    />
  );
}

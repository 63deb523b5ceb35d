import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, Typography } from 'antd';
import {
  DATA_INTERFACE_BUILTIN_PARAMS,
  DATA_INTERFACE_PARAM_TYPES,
  type DataInterfaceInfo,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import type { DictionaryOptionItem } from '@/components/dictionary';
import { RolePicker } from '@/components/pickers';
import { dataInterfaceApi } from '../api/data-interface-api';
import {
  EMPTY_VALUES,
  isRecordArray,
  toBody,
  toFormValues,
  type DataInterfaceFormValues,
} from './form-values';
import { KeyValueList } from './key-value-list';
import { PreviewPane } from './preview-pane';
import { SqlStatusAlert } from './sql-status-alert';

/** Props of {@link DataInterfaceForm}. */
export interface DataInterfaceFormProps {
  /** The interface being edited (undefined: a new one). */
  editing?: DataInterfaceInfo;
  categoryId?: string;
  categories: DictionaryOptionItem[];
  onSaved: () => void;
  onClose: () => void;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

/** The editor drawer: basics, type settings (SQL, static JSON, HTTP API), parameters and live preview. */
export function DataInterfaceForm({
  editing,
  categoryId,
  categories,
  onSaved,
  onClose,
}: DataInterfaceFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DataInterfaceFormValues>();
  const type = Form.useWatch('type', form) ?? editing?.type ?? 1;
  const method = Form.useWatch('method', form);
  const params = Form.useWatch('parameterJson', form) ?? editing?.parameterJson ?? [];
  const initial = editing ? toFormValues(editing) : { ...EMPTY_VALUES, categoryId: categoryId ?? '' };

  const handleSubmit = async (values: DataInterfaceFormValues) => {
    const body = toBody({ ...form.getFieldsValue(true), ...values });
    if (editing) await dataInterfaceApi.update(editing.id, body);
    else await dataInterfaceApi.create(body);
    onSaved();
  };

  return (
    <EditDrawer<DataInterfaceFormValues>
      open
      form={form}
      width={980}
      title={t(editing ? 'dataInterface.edit' : 'dataInterface.add')}
      initialValues={initial}
      onSubmit={handleSubmit}
      onClose={onClose}
      testId="di-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="fullName"
            label={t('dataInterface.field.fullName')}
            rules={[{ required: true, max: 50 }]}
          >
            <Input data-testid="di-fullName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="enCode"
            label={t('dataInterface.field.enCode')}
            rules={[{ required: true, max: 50 }]}
          >
            <Input data-testid="di-enCode" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoryId" label={t('dataInterface.field.category')} rules={[{ required: true }]}>
            <Select options={categories} placeholder={t('dataInterface.choose')} data-testid="di-category" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('dataInterface.field.type')}>
            <Radio.Group
              optionType="button"
              options={[1, 2, 3].map((v) => ({ value: v, label: t(`dataInterface.type.${v}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>

      {type === 1 && <SqlStatusAlert compact />}
      {type === 1 && (
        <Form.Item
          name="sql"
          label={t('dataInterface.field.sql')}
          extra={t('dataInterface.sqlHint', {
            names: DATA_INTERFACE_BUILTIN_PARAMS.map((n) => `@${n}`).join(' '),
          })}
          rules={[{ required: true, message: t('dataInterface.sqlRequired') }]}
        >
          <Input.TextArea rows={8} spellCheck={false} style={mono} data-testid="di-sql" />
        </Form.Item>
      )}
      {type === 2 && (
        <Form.Item
          name="staticData"
          label={t('dataInterface.field.staticData')}
          extra={t('dataInterface.staticHint')}
          rules={[
            {
              validator: (_, v: string) =>
                isRecordArray(v ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('dataInterface.staticInvalid'))),
            },
          ]}
        >
          <Input.TextArea rows={8} spellCheck={false} style={mono} data-testid="di-static" />
        </Form.Item>
      )}
      {type === 3 && (
        <>
          <Space.Compact block>
            <Form.Item name="method" noStyle>
              <Select
                style={{ width: 100 }}
                options={[
                  { value: 1, label: 'GET' },
                  { value: 2, label: 'POST' },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="url"
              noStyle
              rules={[{ required: true, type: 'url', message: t('dataInterface.urlInvalid') }]}
            >
              <Input placeholder="https://api.example.com/items" data-testid="di-url" />
            </Form.Item>
          </Space.Compact>
          <Typography.Paragraph type="secondary" className="di-hint">
            {t('dataInterface.urlHint')}
          </Typography.Paragraph>
          <KeyValueList name="header" label={t('dataInterface.field.header')} />
          <KeyValueList name="query" label={t('dataInterface.field.query')} />
          {method === 2 && (
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="bodyType" label={t('dataInterface.field.bodyType')}>
                  <Select
                    options={[0, 1, 2, 3].map((v) => ({ value: v, label: t(`dataInterface.bodyType.${v}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item name="body" label={t('dataInterface.field.body')}>
                  <Input.TextArea rows={3} spellCheck={false} style={mono} />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Form.Item
            name="responsePath"
            label={t('dataInterface.field.responsePath')}
            extra={t('dataInterface.responsePathHint')}
          >
            <Input placeholder="data.list" />
          </Form.Item>
        </>
      )}

      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="timeLimitMs" label={t('dataInterface.field.timeLimitMs')}>
            <InputNumber min={100} max={30000} step={500} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="rowLimit" label={t('dataInterface.field.rowLimit')}>
            <InputNumber min={1} max={10000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="hasPage" label={t('dataInterface.field.hasPage')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="enabledMark" label={t('dataInterface.field.enabledMark')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="sortCode" label={t('dataInterface.field.sortCode')}>
            <InputNumber min={0} max={999999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>

      <Typography.Title level={5}>{t('dataInterface.params')}</Typography.Title>
      <Form.List name="parameterJson">
        {(fields, { add, remove }) => (
          <div className="di-params" data-testid="di-params">
            {fields.map((f) => (
              <Space key={f.key} wrap align="start" className="di-param-row">
                <Form.Item
                  name={[f.name, 'field']}
                  rules={[
                    {
                      required: true,
                      pattern: /^[A-Za-z_][A-Za-z0-9_]*$/,
                      message: t('dataInterface.paramField'),
                    },
                  ]}
                >
                  <Input
                    placeholder={t('dataInterface.param.field')}
                    style={{ width: 140 }}
                    data-testid="di-param-field"
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'fieldName']}>
                  <Input placeholder={t('dataInterface.param.fieldName')} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'dataType']} initialValue="varchar">
                  <Select
                    style={{ width: 120 }}
                    options={DATA_INTERFACE_PARAM_TYPES.map((v) => ({ value: v, label: v }))}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'required']} valuePropName="checked" initialValue={false}>
                  <Switch
                    checkedChildren={t('dataInterface.param.required')}
                    unCheckedChildren={t('dataInterface.param.optional')}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'defaultValue']}>
                  <Input placeholder={t('dataInterface.param.defaultValue')} style={{ width: 140 }} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(f.name)}>
                  {t('users.delete')}
                </Button>
              </Space>
            ))}
            <Button
              size="small"
              onClick={() => add({ dataType: 'varchar', required: false })}
              data-testid="di-param-add"
            >
              {t('dataInterface.param.add')}
            </Button>
          </div>
        )}
      </Form.List>

      <Form.Item
        name="roleIds"
        label={t('dataInterface.field.roles')}
        extra={t('dataInterface.rolesHint')}
        style={{ marginTop: 16 }}
      >
        <RolePicker multiple aria-label={t('dataInterface.field.roles')} data-testid="di-roles" />
      </Form.Item>

      <Form.Item name="description" label={t('dataInterface.field.description')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>

      <PreviewPane
        id={editing?.id}
        params={(params ?? []).filter(Boolean)}
        draft={() => toBody(form.getFieldsValue(true) as DataInterfaceFormValues)}
      />
    </EditDrawer>
  );
}

import { Button, Card, Col, Descriptions, Form, Input, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '@/components/area-picker';
import { DictionarySelect } from '@/components/dictionary';
import { DataSourceSelect } from '@/components/dynamic-options';
import { ApproverPicker, OrganizePicker } from '@/components/pickers';
import {
  PopupSelect,
  type InterfaceRecord,
  type PopupColumn,
  type TemplateParam,
} from '@/components/popup-select';
import { PopupTableSelect } from '@/components/popup-table-select';
import { InterfaceMenuProvider } from '@/components/popup-select';
import { useMenuId } from '@/components/permission';
import { useDemoInterfaces } from '../api/demo-interfaces';
import { BARCODE_PATTERN, submittedLines, type DemoField, type SubmittedLine } from './demo-values';
import { CodesSection } from './codes-section';
import { FilesSection } from './files-section';
import './form-demo.css';

/** The organisation parameter of `demo_users_by_org`, read from the form's organisation field. */
const ORG_TEMPLATE: readonly TemplateParam[] = [{ field: 'organizeId', relationField: 'organize' }];

function namesOf(records: readonly InterfaceRecord[]): string {
  return records.map((r) => String(r.realName ?? r.fullName ?? r.account ?? '')).join(', ');
}

/** extend/formDemo: a real form over the data widgets; submitting shows the collected values. */
export default function FormDemoPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const interfaces = useDemoInterfaces();
  // the widgets call the demo interfaces from this menu, which declares their use (ADR 0011)
  const menuId = useMenuId();
  const formData = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const [texts, setTexts] = useState<Partial<Record<DemoField, string>>>({});
  const [result, setResult] = useState<SubmittedLine[]>();
  const userColumns: PopupColumn[] = useMemo(
    () => [
      { value: 'account', label: t('formDemo.column.account') },
      { value: 'realName', label: t('formDemo.column.realName') },
    ],
    [t],
  );
  const remember = (field: DemoField) => (_value: unknown, records: InterfaceRecord[]) =>
    setTexts((old) => ({ ...old, [field]: namesOf(records) }));
  const required = (key: string, select = true) => [
    {
      required: true,
      message: t(select ? 'formDemo.requiredSelect' : 'formDemo.required', { label: t(key) }),
    },
  ];
  const handleValuesChange = (changed: Record<string, unknown>) => {
    // the users offered depend on the organisation: a new one clears the old pick
    if ('organize' in changed) form.setFieldValue('orgUser', '');
  };
  const handleFinish = (values: Record<string, unknown>) => setResult(submittedLines(values, texts));
  const handleReset = () => {
    form.resetFields();
    setTexts({});
    setResult(undefined);
  };
  const half = { xs: 24, md: 12 };

  return (
    <div className="form-demo" data-testid="form-demo-page">
      <Typography.Title level={4} className="form-demo-title">
        {t('formDemo.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('formDemo.description')}</Typography.Paragraph>
      <InterfaceMenuProvider menuId={menuId}>
        <Form
          form={form}
          layout="vertical"
          onFinish={handleFinish}
          onValuesChange={handleValuesChange}
          initialValues={{ users: [], code: 'TESSERA2024', attachments: [], images: [] }}
          data-testid="form-demo-form"
        >
          <Card title={t('formDemo.section.basic')} size="small" className="form-demo-card">
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="name" label={t('formDemo.name')} rules={required('formDemo.name', false)}>
                  <Input maxLength={50} data-testid="form-demo-name" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="sex" label={t('formDemo.sex')} rules={required('formDemo.sex')}>
                  <DictionarySelect enCode="sex" data-testid="form-demo-sex" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="option" label={t('formDemo.option')}>
                  <DataSourceSelect
                    dataType="dynamic"
                    propsUrl={interfaces.staticOptions}
                    data-testid="form-demo-option"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="area" label={t('formDemo.area')}>
                  <AreaPicker level={2} data-testid="form-demo-area" />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card title={t('formDemo.section.data')} size="small" className="form-demo-card">
            <Row gutter={16}>
              <Col {...half}>
                <Form.Item name="user" label={t('formDemo.user')} rules={required('formDemo.user')}>
                  <PopupSelect
                    interfaceId={interfaces.users}
                    relationField="realName"
                    columnOptions={userColumns}
                    hasPage
                    pageSize={20}
                    onChange={remember('user')}
                    data-testid="form-demo-user"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="users" label={t('formDemo.users')}>
                  <PopupTableSelect
                    interfaceId={interfaces.users}
                    relationField="realName"
                    columnOptions={userColumns}
                    hasPage
                    pageSize={10}
                    multiple
                    onChange={remember('users')}
                    data-testid="form-demo-users"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="organize" label={t('formDemo.organize')}>
                  <OrganizePicker data-testid="form-demo-organize" />
                </Form.Item>
              </Col>
              <Col {...half}>
                <Form.Item name="orgUser" label={t('formDemo.orgUser')} extra={t('formDemo.orgUserHint')}>
                  <PopupSelect
                    interfaceId={interfaces.usersByOrg}
                    relationField="realName"
                    columnOptions={userColumns}
                    templateJson={ORG_TEMPLATE}
                    formData={formData}
                    popupType="drawer"
                    disabled={!formData.organize}
                    onChange={remember('orgUser')}
                    data-testid="form-demo-org-user"
                  />
                </Form.Item>
              </Col>
              <Col {...half}>
                <ApproverPicker
                  name="approver"
                  label={t('formDemo.approver')}
                  data-testid="form-demo-approver"
                />
              </Col>
            </Row>
          </Card>
          <Card title={t('formDemo.section.codes')} size="small" className="form-demo-card">
            <CodesSection
              code={
                typeof formData.code === 'string' && BARCODE_PATTERN.test(formData.code) ? formData.code : ''
              }
            />
          </Card>
          <Card title={t('upload.demo.section')} size="small" className="form-demo-card">
            <FilesSection />
          </Card>
          <Space className="form-demo-actions">
            <Button type="primary" htmlType="submit" data-testid="form-demo-submit">
              {t('formDemo.submit')}
            </Button>
            <Button onClick={handleReset} data-testid="form-demo-reset">
              {t('formDemo.reset')}
            </Button>
          </Space>
        </Form>
      </InterfaceMenuProvider>
      {result ? (
        <Card
          title={t('formDemo.result')}
          size="small"
          className="form-demo-card"
          data-testid="form-demo-result"
        >
          <Descriptions column={1} size="small" bordered>
            {result.map((line) => (
              <Descriptions.Item key={line.field} label={t(line.labelKey)}>
                <span data-testid={`form-demo-result-${line.field}`}>
                  {line.value}
                  {line.text ? <Typography.Text type="secondary"> ({line.text})</Typography.Text> : null}
                </span>
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ) : null}
    </div>
  );
}

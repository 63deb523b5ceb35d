import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An editable list of `{field, value}` pairs (API headers or query parameters). */
export function KeyValueList({ name, label }: { name: 'header' | 'query'; label: string }) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className="di-kv" data-testid={`di-${name}`}>
          <Typography.Text strong>{label}</Typography.Text>
          {fields.map((f) => (
            <Space key={f.key} align="start" className="di-kv-row">
              <Form.Item name={[f.name, 'field']} rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]+$/ }]}>
                <Input placeholder={t('dataInterface.kv.field')} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name={[f.name, 'value']}>
                <Input placeholder={t('dataInterface.kv.value')} style={{ width: 320, maxWidth: '50vw' }} />
              </Form.Item>
              <Button type="link" danger onClick={() => remove(f.name)}>
                {t('users.delete')}
              </Button>
            </Space>
          ))}
          <Button size="small" type="dashed" onClick={() => add({ field: '', value: '' })}>
            {t('dataInterface.kv.add')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

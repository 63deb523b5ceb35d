import { Alert, Button, Input, Space, Table, Typography } from 'antd';
import {
  type DataInterfaceBody,
  type DataInterfaceParam,
  type DataInterfacePreviewResult,
} from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEnvelopeError } from '@/lib/http';
import { dataInterfaceApi } from '../api/data-interface-api';

/** Props of {@link PreviewPane}. */
export interface PreviewPaneProps {
  /** The saved interface, or undefined for a new one. */
  id?: string;
  params: DataInterfaceParam[];
  /** The editor's current settings (run as a draft). */
  draft: () => DataInterfaceBody;
}

/** Live preview: parameter values in, rows and duration (or the error text) out. */
export function PreviewPane({ id, params, draft }: PreviewPaneProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [keyword, setKeyword] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<DataInterfacePreviewResult>();

  const handleRun = async () => {
    setRunning(true);
    try {
      const paramList = params
        .filter((p) => p.field)
        .map((p) => ({ field: p.field, value: values[p.field] ?? '' }));
      setResult(await dataInterfaceApi.preview(id ?? '0', [...paramList], { ...draft() }, keyword));
    } catch (error) {
      const msg = isEnvelopeError(error) ? error.msg : t('http.requestFailed');
      setResult({ ok: false, list: [], columns: [], durationMs: 0, truncated: false, error: msg });
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="di-preview" data-testid="di-preview">
      <Typography.Title level={5}>{t('dataInterface.preview')}</Typography.Title>
      <Space wrap align="end">
        {params
          .filter((p) => p.field)
          .map((p) => (
            <label key={p.field} className="di-preview-param">
              <span>
                {p.fieldName || p.field}
                {p.required ? ' *' : ''}
              </span>
              <Input
                size="small"
                value={values[p.field] ?? ''}
                placeholder={p.defaultValue ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [p.field]: e.target.value }))}
                data-testid={`di-preview-param-${p.field}`}
              />
            </label>
          ))}
        <label className="di-preview-param">
          <span>@keyword</span>
          <Input size="small" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </label>
        <Button
          type="primary"
          size="small"
          loading={running}
          onClick={() => void handleRun()}
          data-testid="di-preview-run"
        >
          {t('dataInterface.run')}
        </Button>
      </Space>
      {result && !result.ok && (
        <Alert
          type="error"
          showIcon
          className="di-preview-result"
          message={result.error}
          data-testid="di-preview-error"
        />
      )}
      {result?.ok && (
        <div className="di-preview-result" data-testid="di-preview-rows">
          <Typography.Text type="secondary">
            {t('dataInterface.previewSummary', { n: result.list.length, ms: result.durationMs })}
            {result.truncated ? ` · ${t('dataInterface.truncated')}` : ''}
          </Typography.Text>
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            dataSource={result.list}
            pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
            scroll={{ x: true }}
            columns={result.columns.map((c) => ({
              title: c,
              dataIndex: c,
              ellipsis: true,
              render: (v: unknown) =>
                v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
            }))}
          />
        </div>
      )}
    </section>
  );
}

import type { ImportHeader, ImportResult } from '@tessera/shared';
import { Button, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { subRows, text } from './preview-step';

/** Props of {@link ResultStep}. */
export interface ResultStepProps {
  headerRow: ImportHeader[];
  result: ImportResult<Record<string, unknown>>;
  onExportErrors: () => void;
}

/** Step 3: counts, then the failed rows with their reasons. */
export function ResultStep({ headerRow, result, onExportErrors }: ResultStepProps) {
  const { t } = useTranslation();
  const failed = result.resultType === 1;
  return (
    <div>
      <Result
        status={failed ? 'warning' : 'success'}
        title={t(failed ? 'importWizard.partial' : 'importWizard.success')}
        subTitle={t('importWizard.counts', { snum: result.snum, fnum: result.fnum })}
        style={{ padding: '16px 0' }}
      />
      {failed && (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
            <strong>{t('importWizard.failedRows')}</strong>
            <Button onClick={onExportErrors}>{t('importWizard.exportErrors')}</Button>
          </div>
          <Table
            rowKey="__key"
            size="small"
            bordered
            dataSource={result.failResult.map((r, i) => ({ ...r, __key: i }))}
            scroll={{ x: 'max-content', y: 300 }}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              { title: t('importWizard.index'), key: '__index', width: 60, render: (_v, _r, i) => i + 1 },
              {
                title: t('importWizard.errorsInfo'),
                dataIndex: 'errorsInfo',
                key: 'errorsInfo',
                width: 260,
                render: (text: string) => <span style={{ color: '#ff4d4f' }}>{text}</span>,
              },
              ...headerRow.map((h) =>
                h.children?.length
                  ? {
                      title: h.fullName,
                      key: h.id,
                      children: h.children.map((c) => ({
                        title: c.fullName,
                        key: `${h.id}-${c.id}`,
                        width: 130,
                        // one line per child row
                        render: (_v: unknown, row: Record<string, unknown>) => (
                          <span style={{ whiteSpace: 'pre-line' }}>
                            {subRows(row[h.id])
                              .map((kid) => text(kid[c.id]))
                              .join('\n')}
                          </span>
                        ),
                      })),
                    }
                  : { title: h.fullName, dataIndex: h.id, key: h.id, width: 130 },
              ),
            ]}
          />
        </>
      )}
    </div>
  );
}

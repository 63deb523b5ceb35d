import { Descriptions, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodeFlowConfig } from '../flow-config';

/** /workFlowDetail?config=…: tells which flow the link opens until the workflow module exists. */
export function WorkflowDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const result = decodeFlowConfig(params.get('config'));

  if (!result.ok) {
    return (
      <Result
        status="warning"
        data-testid="workflow-detail-error"
        title={<h1 className="page-heading">{t('workflowDetail.invalid')}</h1>}
        subTitle={
          result.error === 'missing'
            ? t('params.missing', { name: 'config' })
            : t('workflowDetail.invalidHint')
        }
      />
    );
  }
  const { config } = result;
  const id = (value: string) => (value ? <code>{value}</code> : '—');
  return (
    <Result
      status="info"
      data-testid="workflow-detail"
      title={<h1 className="page-heading">{t('workflowDetail.coming')}</h1>}
      subTitle={t('workflowDetail.description')}
      extra={
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ maxWidth: 560, margin: '0 auto', textAlign: 'left' }}
          items={[
            {
              key: 'type',
              label: t('workflowDetail.type'),
              children: <span data-testid="flow-type">{t(`workflowDetail.type.${config.type}`)}</span>,
            },
            { key: 'processId', label: t('workflowDetail.processId'), children: id(config.processId) },
            { key: 'flowId', label: t('workflowDetail.flowId'), children: id(config.flowId) },
            { key: 'taskNodeId', label: t('workflowDetail.taskNodeId'), children: id(config.taskNodeId) },
            {
              key: 'taskOperatorId',
              label: t('workflowDetail.taskOperatorId'),
              children: id(config.taskOperatorId),
            },
          ]}
        />
      }
    />
  );
}

export default WorkflowDetailPage;

import { useQueryClient } from '@tanstack/react-query';
import type { ScheduleTaskBodyInput, ScheduleTaskItem } from '@tessera/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { DescriptionField, SwitchField } from '@/components/form-fields';
import { schedulingApi } from '../api/scheduling-api';
import { schedulingKeys, useJobs } from '../api/scheduling-queries';
import { CronPreview } from './cron-preview';

type FormValues = ScheduleTaskBodyInput;

/** Create or edit a scheduled task: a registered job, a cron with its next runs, name and state. */
export function TaskForm({ row, onClose }: { row?: ScheduleTaskItem; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const jobs = useJobs();
  const cron = Form.useWatch('cron', form) ?? row?.cron ?? '';
  const initial: Partial<FormValues> = row
    ? {
        fullName: row.fullName,
        jobName: row.jobName,
        cron: row.cron,
        enabledMark: row.enabledMark === 1 ? 1 : 0,
        description: row.description ?? undefined,
      }
    : { enabledMark: 1 };
  const required = (field: string) => ({ required: true, message: t('scheduling.required', { field }) });
  const submit = async (values: FormValues) => {
    const body: ScheduleTaskBodyInput = {
      ...values,
      description: values.description || null,
    };
    const msg = row ? await schedulingApi.update(row.id, body) : await schedulingApi.create(body);
    await queryClient.invalidateQueries({ queryKey: schedulingKeys.lists() });
    return msg;
  };
  const pickJob = (name: string) => {
    const job = jobs?.find((j) => j.name === name);
    if (job && !form.getFieldValue('cron')) form.setFieldValue('cron', job.defaultCron);
    if (job && !form.getFieldValue('fullName')) form.setFieldValue('fullName', job.title);
  };

  return (
    <EditDrawer<FormValues>
      open
      form={form}
      title={t(row ? 'scheduling.editTitle' : 'scheduling.addTitle')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="task-form"
    >
      <Form.Item
        name="jobName"
        label={t('scheduling.field.jobName')}
        rules={[required(t('scheduling.field.jobName'))]}
      >
        <Select
          showSearch
          optionFilterProp="search"
          data-testid="task-job"
          options={(jobs ?? []).map((j) => ({
            value: j.name,
            label: j.title,
            title: j.name,
            search: `${j.title} ${j.name}`,
          }))}
          onChange={pickJob}
        />
      </Form.Item>
      <Form.Item
        name="fullName"
        label={t('scheduling.field.fullName')}
        rules={[required(t('scheduling.field.fullName')), { max: 100 }]}
      >
        <Input maxLength={100} data-testid="task-name" />
      </Form.Item>
      <Form.Item
        name="cron"
        label={t('scheduling.field.cron')}
        extra={t('scheduling.cronHelp')}
        rules={[required(t('scheduling.field.cron')), { max: 100 }]}
      >
        <Input maxLength={100} spellCheck={false} className="scheduling-cron" data-testid="task-cron" />
      </Form.Item>
      <CronPreview cron={cron} />
      <SwitchField
        name="enabledMark"
        label={t('scheduling.field.enabledMark')}
        on={t('scheduling.state.on')}
        off={t('scheduling.state.off')}
      />
      <DescriptionField label={t('scheduling.field.description')} />
    </EditDrawer>
  );
}

import { Form, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { PositionBody, PositionItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { positionsApi } from '../api/positions-api';
import { positionKeys } from '../api/positions-queries';
import { EditDrawer } from '@/components/admin-table';
import { NameCodeFields, RecordStateFields, recordStateValues } from '@/components/form-fields';
import { OrganizePicker } from '@/components/pickers';

/** Create (optionally in an organisation) or edit a position; the organisation comes from the picker. */
export function PositionForm({
  editing,
  onClose,
}: {
  editing: { row?: PositionItem; organizeId?: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const row = editing?.row;
  const initial: Partial<PositionBody> = row
    ? {
        organizeId: row.organizeId,
        fullName: row.fullName,
        enCode: row.enCode,
        type: row.type ?? undefined,
        ...recordStateValues(row),
        description: row.description ?? '',
      }
    : { organizeId: editing?.organizeId, ...recordStateValues() };

  const submit = async (values: PositionBody) => {
    const body = { ...values, type: values.type ?? null };
    const msg = row ? await positionsApi.update(row.id, body) : await positionsApi.create(body);
    await queryClient.invalidateQueries({ queryKey: positionKeys.lists() });
    return msg;
  };

  return (
    <EditDrawer<PositionBody>
      open={!!editing}
      title={t(row ? 'organize.position.edit' : 'organize.position.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="position-form"
    >
      <Form.Item
        name="organizeId"
        label={t('organize.field.organize')}
        rules={[{ required: true, message: t('organize.required.organize') }]}
      >
        <OrganizePicker
          auth
          clearable={false}
          aria-label={t('organize.field.organize')}
          data-testid="field-organize"
        />
      </Form.Item>
      <NameCodeFields ns="organize" />
      <Form.Item name="type" label={t('organize.field.type')}>
        <Select
          allowClear
          aria-label={t('organize.field.type')}
          options={[
            { value: '1', label: t('organize.position.typeLeader') },
            { value: '2', label: t('organize.position.typeStaff') },
          ]}
        />
      </Form.Item>
      <RecordStateFields ns="organize" />
    </EditDrawer>
  );
}

import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { GroupBody, GroupItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { groupsApi } from '../api/groups-api';
import { groupKeys } from '../api/groups-queries';
import { EditDrawer } from '@/components/admin-table';
import { NameCodeFields, RecordStateFields, recordStateValues } from '@/components/form-fields';

/** Create (no row) or edit a permission group. */
export function GroupForm({
  editing,
  onClose,
}: {
  editing: { row?: GroupItem } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const row = editing?.row;
  const initial: Partial<GroupBody> = row
    ? {
        fullName: row.fullName,
        enCode: row.enCode,
        type: row.type ?? '',
        ...recordStateValues(row),
        description: row.description ?? '',
      }
    : recordStateValues();

  const submit = async (values: GroupBody) => {
    const msg = row ? await groupsApi.update(row.id, values) : await groupsApi.create(values);
    await queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    return msg;
  };

  return (
    <EditDrawer<GroupBody>
      open={!!editing}
      title={t(row ? 'organize.group.edit' : 'organize.group.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="group-form"
    >
      <NameCodeFields ns="organize" />
      <Form.Item name="type" label={t('organize.field.type')} rules={[{ max: 50 }]}>
        <Input maxLength={50} placeholder={t('organize.group.typePlaceholder')} />
      </Form.Item>
      <RecordStateFields ns="organize" />
    </EditDrawer>
  );
}

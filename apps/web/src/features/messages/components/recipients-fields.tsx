import { Form, Select, Spin, Switch } from 'antd';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { CombinedPicker, splitTypedId, typedId, type PickerValue } from '@/components/pickers';
import { useTranslation } from 'react-i18next';
import { useRecipientUsers } from '../api/messages-queries';
import type { RecipientUser } from '../api/notices-api';

/** Kinds a notice can be sent to besides single users. */
const SCOPE_TYPES = ['company', 'department', 'role'] as const;

/** How many users one search shows. */
const USER_PAGE = 50;

function userLabel(user: RecipientUser): string {
  return `${user.realName} (${user.account})${user.organizeName ? ` · ${user.organizeName}` : ''}`;
}

/** Users picked by remote search; labels of users seen once are kept for the chosen values. */
function UserSelect({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const known = useRef(new Map<string, string>());
  const { data, isFetching } = useRecipientUsers(deferred, USER_PAGE);
  const options = useMemo(() => {
    for (const user of data?.list ?? []) known.current.set(user.id, userLabel(user));
    const shown = new Set((data?.list ?? []).map((u) => u.id));
    const chosen = (value ?? []).filter((v) => !shown.has(v));
    return [
      ...chosen.map((v) => ({ value: v, label: known.current.get(v) ?? v })),
      ...(data?.list ?? []).map((u) => ({ value: u.id, label: userLabel(u) })),
    ];
  }, [data, value]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      notFoundContent={isFetching ? <Spin size="small" /> : undefined}
      placeholder={t('messages.notice.usersPlaceholder')}
      aria-label={t('messages.notice.users')}
      data-testid="notice-users"
    />
  );
}

/** Organisation and role picks as `id--type` values of the combined picker. */
function toScope(organizeIds: string[] = [], roleIds: string[] = []): string[] {
  return [...organizeIds.map((id) => typedId(id, 'department')), ...roleIds.map((id) => typedId(id, 'role'))];
}

/** Splits combined-picker values back into the notice's organisation and role ids. */
function fromScope(value: PickerValue): { organizeIds: string[]; roleIds: string[] } {
  const picks = (Array.isArray(value) ? value : []).map(splitTypedId);
  return {
    organizeIds: picks.filter((p) => p.type === 'company' || p.type === 'department').map((p) => p.id),
    roleIds: picks.filter((p) => p.type === 'role').map((p) => p.id),
  };
}

/** Who receives the notice: everyone, or organisations and roles (one combined picker) and users. */
export function RecipientsFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const toAll = Form.useWatch<boolean | undefined>('toAll', form);
  return (
    <>
      <Form.Item name="toAll" label={t('messages.notice.toAll')} valuePropName="checked">
        <Switch data-testid="notice-to-all" />
      </Form.Item>
      <Form.Item name="organizeIds" hidden />
      <Form.Item name="roleIds" hidden />
      {!toAll && (
        <>
          <Form.Item label={t('pickers.notice.scope')} htmlFor="notice-scope">
            <Form.Item noStyle dependencies={['organizeIds', 'roleIds']}>
              {({ getFieldValue, setFieldsValue }) => (
                <CombinedPicker
                  id="notice-scope"
                  multiple
                  types={SCOPE_TYPES}
                  value={toScope(getFieldValue('organizeIds'), getFieldValue('roleIds'))}
                  onChange={(v) => setFieldsValue(fromScope(v))}
                  placeholder={t('pickers.notice.scopePlaceholder')}
                  aria-label={t('pickers.notice.scope')}
                  data-testid="notice-scope"
                />
              )}
            </Form.Item>
          </Form.Item>
          <Form.Item name="userIds" label={t('messages.notice.users')}>
            <UserSelect />
          </Form.Item>
        </>
      )}
    </>
  );
}

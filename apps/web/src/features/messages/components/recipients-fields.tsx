import { Form, Select, Spin, Switch, TreeSelect } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesApi, type RecipientUser } from '../api/notices-api';
import { toOrganizeTree } from '../message-rules';

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
  const { data, isFetching } = useQuery({
    queryKey: ['messages', 'recipientUsers', deferred],
    queryFn: () =>
      noticesApi.recipientUsers({ currentPage: 1, pageSize: USER_PAGE, keyword: deferred || undefined }),
    placeholderData: keepPreviousData,
  });
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

/** Who receives the notice: everyone, or organisations, roles and users. */
export function RecipientsFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const toAll = Form.useWatch<boolean | undefined>('toAll', form);
  const { data } = useQuery({
    queryKey: ['messages', 'recipientOptions'],
    queryFn: noticesApi.recipientOptions,
  });
  const tree = useMemo(() => toOrganizeTree(data?.organizes ?? []), [data]);
  return (
    <>
      <Form.Item name="toAll" label={t('messages.notice.toAll')} valuePropName="checked">
        <Switch data-testid="notice-to-all" />
      </Form.Item>
      {!toAll && (
        <>
          <Form.Item name="organizeIds" label={t('messages.notice.organizes')}>
            <TreeSelect
              multiple
              treeCheckable
              showCheckedStrategy={TreeSelect.SHOW_PARENT}
              treeData={tree}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('messages.notice.organizesPlaceholder')}
              aria-label={t('messages.notice.organizes')}
            />
          </Form.Item>
          <Form.Item name="roleIds" label={t('messages.notice.roles')}>
            <Select
              mode="multiple"
              options={(data?.roles ?? []).map((r) => ({ value: r.id, label: r.fullName }))}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('messages.notice.rolesPlaceholder')}
              aria-label={t('messages.notice.roles')}
            />
          </Form.Item>
          <Form.Item name="userIds" label={t('messages.notice.users')}>
            <UserSelect />
          </Form.Item>
        </>
      )}
    </>
  );
}

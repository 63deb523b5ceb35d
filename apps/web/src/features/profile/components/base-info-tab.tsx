import { Button, DatePicker, Descriptions, Form, Input, Radio, Skeleton } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BaseInfoBody, BaseInfoResult } from '@tessera/shared';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { profileApi } from '../api/profile-api';
import { profileKeys, useBaseInfo } from '../api/profile-queries';
import { patternRule } from '../profile-rules';

type FormValues = Omit<BaseInfoBody, 'birthday'> & { birthday?: Dayjs | null };

const toForm = (info: BaseInfoResult): FormValues => ({
  realName: info.realName,
  gender: info.gender === 1 || info.gender === 2 || info.gender === 3 ? info.gender : null,
  mobilePhone: info.mobilePhone,
  email: info.email,
  birthday: info.birthday === null ? null : dayjs(info.birthday),
  nation: info.nation,
  education: info.education,
  signature: info.signature,
  urgentContacts: info.urgentContacts,
  urgentTelePhone: info.urgentTelePhone,
  postalAddress: info.postalAddress,
});

/** The user's own record: read-only facts, and a form of what they may change. */
export function BaseInfoTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fetchCurrentUser = useUserStore((s) => s.fetchCurrentUser);
  const { data } = useBaseInfo();
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      profileApi.saveBaseInfo({ ...values, birthday: values.birthday ? values.birthday.valueOf() : null }),
    onSuccess: async () => {
      feedback.success(t('profile.base.saved'));
      await queryClient.invalidateQueries({ queryKey: profileKeys.baseInfo() });
      await fetchCurrentUser().catch(() => undefined);
    },
  });
  if (!data) return <Skeleton active />;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('profile.field.account')}>{data.account}</Descriptions.Item>
        <Descriptions.Item label={t('profile.field.manager')}>{data.manager || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.field.organize')}>{data.organize || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.field.position')}>{data.position || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.field.roles')}>{data.roleId || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('profile.field.createdAt')}>
          {dayjs(data.creatorTime).format('YYYY-MM-DD HH:mm:ss')}
        </Descriptions.Item>
      </Descriptions>
      <Form<FormValues>
        name="baseInfo"
        layout="vertical"
        className="profile-form"
        initialValues={toForm(data)}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="realName"
          label={t('profile.field.realName')}
          rules={[{ required: true, whitespace: true, message: t('profile.base.realNameRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="gender" label={t('profile.field.gender')}>
          <Radio.Group
            options={[
              { value: 1, label: t('profile.gender.male') },
              { value: 2, label: t('profile.gender.female') },
              { value: 3, label: t('profile.gender.secret') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="mobilePhone"
          label={t('profile.field.mobilePhone')}
          rules={[patternRule('phone', t)]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('profile.field.email')} rules={[patternRule('email', t)]}>
          <Input maxLength={100} inputMode="email" />
        </Form.Item>
        <Form.Item name="birthday" label={t('profile.field.birthday')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="urgentContacts" label={t('profile.field.urgentContacts')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="urgentTelePhone" label={t('profile.field.urgentTelePhone')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="postalAddress" label={t('profile.field.postalAddress')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="signature" label={t('profile.field.signature')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-base-save">
          {t('profile.save')}
        </Button>
      </Form>
    </>
  );
}

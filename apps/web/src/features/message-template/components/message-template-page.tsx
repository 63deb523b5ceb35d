import { Select } from 'antd';
import type { ColumnType } from 'antd/es/table';
import {
  formatDate,
  type MessageSendType,
  type MessageSource,
  type MessageTemplateItem,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
import { messageTemplateApi, type TemplateQuery } from '../api/message-template-api';
import {
  messageTemplateKeys,
  messageTemplateListOptions,
  useTypeList,
} from '../api/message-template-queries';
import { MessageTemplateForm } from './message-template-form';
import './message-template.css';

const FIRST: TemplateQuery = { currentPage: 1, pageSize: 20 };

/** msgCenter/msgTemplate: message templates; add, edit, copy, delete, with a live preview. */
export default function MessageTemplatePage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: MessageTemplateItem }>();
  const list = useAdminList({
    first: FIRST,
    list: messageTemplateListOptions,
    invalidate: messageTemplateKeys.lists(),
    remove: (row) => messageTemplateApi.remove(row.id),
  });
  const channels = useTypeList('1') ?? [];
  const sources = useTypeList('2') ?? [];
  const label = (options: typeof channels, code: string) =>
    options.find((i) => i.enCode === code)?.fullName ?? code;
  const toOptions = (options: typeof channels) =>
    options.map((c) => ({ value: c.enCode, label: c.fullName }));

  const columns: ColumnType<MessageTemplateItem>[] = [
    { title: t('msgTemplate.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 160 },
    { title: t('msgTemplate.field.enCode'), dataIndex: 'enCode', ellipsis: true, width: 150 },
    {
      title: t('msgTemplate.field.messageSource'),
      dataIndex: 'messageSource',
      width: 100,
      render: (v: string) => label(sources, v),
    },
    {
      title: t('msgTemplate.field.messageType'),
      dataIndex: 'messageType',
      width: 120,
      render: (v: string) => label(channels, v),
    },
    { title: t('msgTemplate.field.title'), dataIndex: 'title', ellipsis: true, width: 180 },
    listColumn.status<MessageTemplateItem>({ title: t('msgTemplate.field.enabledMark') }),
    {
      ...listColumn.date<MessageTemplateItem>(t('msgTemplate.field.lastModifyTime'), 'lastModifyTime'),
      render: (v: number | null, row) => formatDate(v ?? row.creatorTime),
    },
    listColumn.actions<MessageTemplateItem>(
      (row) => [
        rowAction.edit(() => form.edit({ row }), { testId: `tpl-edit-${row.enCode}` }),
        {
          key: 'copy',
          label: t('msgTemplate.copy'),
          code: 'btn_add',
          onClick: () => void list.act(() => messageTemplateApi.copy(row.id), t('msgTemplate.copied')),
        },
        rowAction.remove(() => void list.remove(row)),
      ],
      { width: 170 },
    ),
  ];

  return (
    <AdminListPage<MessageTemplateItem>
      title={t('msgTemplate.title')}
      testId="msg-template-page"
      list={list}
      search={{ placeholder: t('msgTemplate.keyword'), testId: 'msg-template-keyword' }}
      filters={
        <>
          <Select
            allowClear
            value={list.query.messageType}
            placeholder={t('msgTemplate.allTypes')}
            aria-label={t('msgTemplate.field.messageType')}
            options={toOptions(channels)}
            onChange={(messageType?: MessageSendType) => list.filter({ messageType })}
            style={{ width: 160 }}
          />
          <Select
            allowClear
            value={list.query.messageSource}
            placeholder={t('msgTemplate.allSources')}
            aria-label={t('msgTemplate.field.messageSource')}
            options={toOptions(sources)}
            onChange={(messageSource?: MessageSource) => list.filter({ messageSource })}
            style={{ width: 160 }}
          />
        </>
      }
      resetButton
      add={{ text: t('msgTemplate.add'), testId: 'msg-template-add', onClick: () => form.edit({}) }}
      columns={columns}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && <MessageTemplateForm row={form.editing.row} onClose={form.close} />}
    </AdminListPage>
  );
}

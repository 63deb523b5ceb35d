import {
  MAX_NOTICE_BODY,
  MessageType,
  NoticeState,
  noticeRecipientsSchema,
  type NoticeBody,
  type NoticeInfo,
  type NoticeItem,
  type NoticeRecipients,
  type PageQuery,
  type Paged,
  type MessageFile,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeBoundedHtml } from '../../lib/html-sanitizer';
import { newId } from '../../lib/ids';
import type { FilesService } from '../files/files.service';
import type { MessagesService } from './messages.service';
import {
  addReceivers,
  findMessage,
  insertMessage,
  receiverIds,
  removeReceivers,
  updateMessage,
  userRealName,
} from './message.repository';
import { attachStoredFiles } from '../files/attachments';
import { checkNoticeFiles, NOTICE_FILE_KIND, parseJson, storedRecipients } from './notice-fields';
import { countNotices, deleteNotice, listNotices } from './notices.repository';
import { recipientOptions, recipientUsers, resolveRecipients } from './recipients.repository';

/** Renders a template by code; undefined when it is missing or disabled. */
export interface NoticeTemplates {
  render(
    enCode: string,
    values: Record<'Title' | 'Content' | 'CreatorUserName' | 'SendTime', string>,
    db: Kysely<DB>,
  ): Promise<{ title: string; content: string } | undefined>;
}

/** Code of the template released notices are rendered with. */
const NOTICE_TEMPLATE = 'noticeRelease';

const pad = (n: number) => String(n).padStart(2, '0');
const sendTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const name = (realName: string | null, account: string | null) =>
  realName ? `${realName}/${account ?? ''}` : '';

/** Notice administration: drafts, edits, release and recipients (spec 01 section 3). */
export class NoticesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly messages: MessagesService,
    private readonly files: FilesService,
    private readonly templates?: NoticeTemplates,
  ) {}

  /** One page of notices, newest first, with how many received and read each. */
  async list(query: PageQuery): Promise<Paged<NoticeItem>> {
    const { currentPage, pageSize, keyword } = query;
    const [total, rows] = await Promise.all([
      countNotices(this.db, keyword),
      listNotices(this.db, keyword, (currentPage - 1) * pageSize, pageSize),
    ]);
    const list = rows.map((r): NoticeItem => ({
      id: r.id,
      title: r.title,
      enabledMark: r.enabled_mark === NoticeState.Released ? 1 : 0,
      creatorUser: name(r.creator_name, r.creator_account),
      creatorTime: Number(r.creator_time),
      releaseUser: r.releaser_name ? name(r.releaser_name, r.releaser_account) : null,
      releaseTime: r.release_time === null ? null : Number(r.release_time),
      lastModifyTime: r.last_modify_time === null ? null : Number(r.last_modify_time),
      recipientCount: Number(r.recipient_count ?? 0),
      readCount: Number(r.read_count ?? 0),
    }));
    return { list, pagination: { currentPage, pageSize, total } };
  }

  /** One notice for editing. */
  async info(id: string): Promise<NoticeInfo> {
    const row = await findMessage(this.db, id, MessageType.Notice);
    if (!row) throw notFound('messageNotFound');
    return {
      id: row.id,
      title: row.title,
      bodyText: row.body_text ?? '',
      files: parseJson<MessageFile[]>(row.files, []),
      recipients: storedRecipients(row.recipients_json),
      enabledMark: row.enabled_mark === NoticeState.Released ? 1 : 0,
    };
  }

  /** Creates a draft; answers its id. */
  async create(body: NoticeBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    const { stored, ...clean } = await this.clean(body, userId, id);
    await insertMessage(this.db, {
      id,
      type: MessageType.Notice,
      ...clean,
      enabled_mark: NoticeState.Draft,
      creator_user_id: userId,
      creator_time: Date.now(),
      last_modify_user_id: null,
      last_modify_time: null,
      release_user_id: null,
      release_time: null,
      deleted_at: null,
      deleted_user_id: null,
    });
    await attachStoredFiles(this.db, userId, stored, { kind: NOTICE_FILE_KIND, id });
    return { id };
  }

  /** Saves an edit; a released notice changes for every recipient and its recipients follow the new choice. */
  async update(id: string, body: NoticeBody, userId: string): Promise<void> {
    const row = await findMessage(this.db, id, MessageType.Notice);
    if (!row) throw notFound('messageNotFound');
    const { stored, ...clean } = await this.clean(body, userId, id);
    await attachStoredFiles(this.db, userId, stored, { kind: NOTICE_FILE_KIND, id });
    if (row.enabled_mark !== NoticeState.Released) {
      await updateMessage(this.db, id, {
        ...clean,
        last_modify_user_id: userId,
        last_modify_time: Date.now(),
      });
      return;
    }
    const recipients = noticeRecipientsSchema.parse(JSON.parse(clean.recipients_json));
    await this.deliver(id, clean.title, clean.body_text, recipients, userId, (trx, now) =>
      updateMessage(trx, id, { ...clean, last_modify_user_id: userId, last_modify_time: now }).then(() => {}),
    );
  }

  /** Releases a notice to its recipients (again: only those who lack it get it). */
  async release(id: string, userId: string): Promise<void> {
    const row = await findMessage(this.db, id, MessageType.Notice);
    if (!row) throw notFound('messageNotFound');
    if (!row.title.trim()) throw badRequest('messageTitleRequired');
    const recipients = storedRecipients(row.recipients_json);
    const first = row.enabled_mark !== NoticeState.Released;
    await this.deliver(id, row.title, row.body_text ?? '', recipients, userId, async (trx, now) => {
      if (first)
        await updateMessage(trx, id, {
          enabled_mark: NoticeState.Released,
          release_user_id: userId,
          release_time: now,
        });
    });
  }

  /** Deletes a notice: it leaves every inbox. */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await deleteNotice(this.db, id, userId, Date.now()))) throw notFound('messageNotFound');
  }

  /** Organisations and roles for the recipient picker. */
  recipientOptions() {
    return recipientOptions(this.db);
  }

  /** One page of users for the recipient picker. */
  async recipientUsers(query: PageQuery) {
    const { currentPage, pageSize } = query;
    const { list, total } = await recipientUsers(
      this.db,
      query.keyword,
      (currentPage - 1) * pageSize,
      pageSize,
    );
    return { list, pagination: { currentPage, pageSize, total } };
  }

  /** Resolves recipients, applies `change` and syncs inbox rows in one transaction, then pushes to new recipients. */
  private async deliver(
    id: string,
    title: string,
    body: string,
    recipients: NoticeRecipients,
    userId: string,
    change: (trx: Kysely<DB>, now: number) => Promise<void>,
  ): Promise<void> {
    const now = Date.now();
    const { added, sentTitle } = await this.db.transaction().execute(async (trx) => {
      const wanted = await resolveRecipients(trx, recipients);
      if (wanted.length === 0) throw badRequest('noticeNoRecipients');
      await change(trx, now);
      const sent = await this.renderSent(trx, title, body, userId, now);
      await updateMessage(trx, id, { sent_title: sent?.title ?? null, sent_body: sent?.content ?? null });
      const keep = new Set(wanted);
      const gone = (await receiverIds(trx, id, true)).filter((u) => !keep.has(u));
      await removeReceivers(trx, id, gone);
      return { added: await addReceivers(trx, id, wanted, now), sentTitle: sent?.title ?? title };
    });
    this.messages.notify(added, { id, type: MessageType.Notice, title: sentTitle, senderId: userId });
  }

  /** The title and body recipients see, from the enabled notice template (none: as written). */
  private async renderSent(trx: Kysely<DB>, title: string, body: string, userId: string, now: number) {
    if (!this.templates) return undefined;
    const sender = await userRealName(trx, userId);
    const values = { Title: title, Content: body, CreatorUserName: sender, SendTime: sendTime(now) };
    return this.templates.render(NOTICE_TEMPLATE, values, trx);
  }

  /** Sanitizes the body, checks the attachments and the title: the columns a write stores, and the stored files to attach. */
  private async clean(body: NoticeBody, userId: string, noticeId: string) {
    const title = body.title.trim();
    if (!title) throw badRequest('messageTitleRequired');
    const { files, stored } = await checkNoticeFiles(this.files, this.db, body.files ?? [], {
      userId,
      noticeId,
    });
    return {
      stored,
      title,
      body_text: sanitizeBoundedHtml(body.bodyText ?? '', MAX_NOTICE_BODY),
      files: JSON.stringify(files),
      recipients_json: JSON.stringify(noticeRecipientsSchema.parse(body.recipients)),
    };
  }
}

import {
  MESSAGE_SEND_TYPES,
  MESSAGE_SOURCES,
  TEMPLATE_PARAMETERS,
  TEMPLATE_PARAMETER_TOKENS,
  formatServerMessage,
  renderTemplate,
  unknownTemplateParameters,
  type Language,
  type MessageDataTypeItem,
  type MessageSendType,
  type MessageSource,
  type MessageTemplateItem,
  type MessageTemplateListQuery,
  type MessageTemplateValues,
  type Paged,
  type TemplateParameter,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { sanitizeBoundedHtml } from '../../lib/html-sanitizer';
import { newId } from '../../lib/ids';
import {
  filteredTemplates,
  findEnabledTemplate,
  templateRows,
  type TemplateRow,
  type TemplateValues,
} from './message-template.repository';
import { BUILT_IN_TEMPLATES } from './message-template.seed';

/** Longest rendered title (the inbox column holds 400). */
const MAX_SENT_TITLE = 400;

const toItem = (r: TemplateRow): MessageTemplateItem => ({
  id: r.id,
  fullName: r.full_name,
  enCode: r.en_code,
  messageSource: r.message_source as MessageSource,
  messageType: r.message_type as MessageSendType,
  title: r.title,
  content: r.content,
  templateCode: r.template_code,
  enabledMark: Number(r.enabled_mark),
  sortCode: Number(r.sort_code),
  description: r.description,
  creatorTime: Number(r.created_at),
  creatorUser: r.creator_user,
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
});

/** A rendered message: plain-text title, sanitised HTML content. */
export interface RenderedMessage {
  title: string;
  content: string;
}

/** Message templates: administration, the form's type lists and rendering. */
export class MessageTemplateService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** One page of templates. */
  async list(query: MessageTemplateListQuery): Promise<Paged<MessageTemplateItem>> {
    const { currentPage, pageSize } = query;
    const filter = {
      keyword: query.keyword,
      messageType: query.messageType,
      messageSource: query.messageSource,
    };
    const matching = filteredTemplates(this.db, this.dialect, filter);
    const { total, rows } = await templateRows.page(matching, {}, query);
    return { list: rows.map(toItem), pagination: { currentPage, pageSize, total } };
  }

  /** One template. */
  async info(id: string): Promise<MessageTemplateItem> {
    const row = await templateRows.find(this.db, id);
    if (!row) throw notFound();
    return toItem(row);
  }

  /** Creates a template; answers its id. */
  async create(body: MessageTemplateValues, userId: string): Promise<{ id: string }> {
    const id = newId();
    await templateRows.insert(this.db, id, await this.checked(body), userId, Date.now());
    return { id };
  }

  /** Edits a template. */
  async update(id: string, body: MessageTemplateValues, userId: string): Promise<void> {
    const old = await templateRows.find(this.db, id);
    if (!old) throw notFound();
    if (old.en_code !== body.enCode && BUILT_IN_TEMPLATES.some((t) => t.en_code === old.en_code))
      throw badRequest('messageTemplateBuiltInCode', { code: old.en_code });
    await templateRows.update(this.db, id, await this.checked(body, old.id), userId, Date.now());
  }

  /** Soft-deletes a template the platform does not send with. */
  async remove(id: string, userId: string): Promise<void> {
    const row = await templateRows.find(this.db, id);
    if (!row) throw notFound();
    if (BUILT_IN_TEMPLATES.some((t) => t.en_code === row.en_code))
      throw badRequest('messageTemplateBuiltIn', { code: row.en_code });
    await templateRows.softDelete(this.db, id, userId, Date.now());
  }

  /** Copies a template under a new code, disabled; answers the copy's id. */
  async copy(id: string, userId: string, lang: Language): Promise<{ id: string }> {
    const row = await templateRows.find(this.db, id);
    if (!row) throw notFound();
    const candidate = () => `${row.en_code.slice(0, 36)}.copy${Math.floor(Math.random() * 1e6)}`;
    let enCode = candidate();
    while (await templateRows.codeTaken(this.db, enCode)) enCode = candidate();
    const suffix = formatServerMessage('messageTemplateCopySuffix', lang);
    const copyId = newId();
    await templateRows.insert(
      this.db,
      copyId,
      {
        full_name: `${row.full_name.slice(0, 90)} ${suffix}`,
        en_code: enCode,
        message_source: row.message_source,
        message_type: row.message_type,
        title: row.title,
        content: row.content,
        template_code: row.template_code,
        sort_code: Number(row.sort_code),
        enabled_mark: 0,
        description: row.description,
      },
      userId,
      Date.now(),
    );
    return { id: copyId };
  }

  /** A type list of the form (see MESSAGE_DATA_TYPE_LISTS), labelled in the caller's language. */
  typeList(id: string, lang: Language): MessageDataTypeItem[] {
    const entries = (labels: Record<string, Record<Language, string>>) =>
      Object.entries(labels).map(([enCode, label]) => ({ enCode, fullName: label[lang] }));
    if (id === '1') return entries(MESSAGE_SEND_TYPES);
    if (id === '2') return entries(MESSAGE_SOURCES);
    if (id === '3')
      return TEMPLATE_PARAMETERS.map((p) => ({ enCode: `@${p.name}`, fullName: p.label[lang] }));
    throw badRequest('messageTemplateTypeListUnknown');
  }

  /**
   * Renders the enabled template with a code; undefined when it is missing or disabled (the caller
   * then sends its message as written). `db` may be a transaction.
   */
  async render(
    enCode: string,
    values: Partial<Record<TemplateParameter, string>>,
    db: Kysely<DB> = this.db,
  ): Promise<RenderedMessage | undefined> {
    const row = await findEnabledTemplate(db, enCode);
    if (!row) return undefined;
    const title = renderTemplate(row.title, values, { html: false }).slice(0, MAX_SENT_TITLE);
    // The content is HTML: text values were escaped; the whole is sanitised once more as it leaves.
    const content = sanitizeBoundedHtml(renderTemplate(row.content, values, { html: true }), 1_000_000);
    return { title, content };
  }

  private async checked(body: MessageTemplateValues, exceptId?: string): Promise<TemplateValues> {
    const unknown = [
      ...new Set([...unknownTemplateParameters(body.title), ...unknownTemplateParameters(body.content)]),
    ];
    if (unknown.length)
      throw badRequest('messageTemplateUnknownParameters', {
        unknown: unknown.map((u) => `@${u}`).join(', '),
        known: TEMPLATE_PARAMETER_TOKENS.join(', '),
      });
    if (await templateRows.codeTaken(this.db, body.enCode, exceptId))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      full_name: body.fullName,
      en_code: body.enCode,
      message_source: body.messageSource,
      message_type: body.messageType,
      title: body.title,
      content: sanitizeBoundedHtml(body.content, 20000),
      template_code: body.templateCode || null,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
    };
  }
}

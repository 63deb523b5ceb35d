import { z } from 'zod';
import type { Language } from './language';
import { pagedSchema, pageQuerySchema } from './list';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';
import { PATTERNS } from './validation';

/**
 * Parameters a message template may use, in the order the form offers them. `html` values are
 * HTML already sanitised by their owner (a notice body) and go into the content as they are;
 * every other value is text and is escaped when it goes into HTML content.
 */
export const TEMPLATE_PARAMETERS = [
  { name: 'Title', html: false, label: { zh: '标题', zhtw: '標題', en: 'Title' } },
  { name: 'Content', html: true, label: { zh: '内容', zhtw: '內容', en: 'Content' } },
  { name: 'CreatorUserName', html: false, label: { zh: '发送人', zhtw: '發送人', en: 'Sender' } },
  { name: 'SendTime', html: false, label: { zh: '发送时间', zhtw: '發送時間', en: 'Send time' } },
  { name: 'FlowLink', html: false, label: { zh: '流程链接', zhtw: '流程鏈接', en: 'Workflow link' } },
  { name: 'FlowName', html: false, label: { zh: '流程名称', zhtw: '流程名稱', en: 'Workflow name' } },
] as const;
export type TemplateParameter = (typeof TEMPLATE_PARAMETERS)[number]['name'];

/** The known parameter names, with their `@` (for messages and chips). */
export const TEMPLATE_PARAMETER_TOKENS = TEMPLATE_PARAMETERS.map((p) => `@${p.name}`);

// `@` starts a parameter only after a non-word character, so `someone@example.com` stays text.
const PARAMETER = /(?<![\w.@])@([A-Za-z][A-Za-z0-9]*)/g;

/** The parameter names a text uses, once each, in order of first use. */
export function templateParameters(text: string): string[] {
  return [...new Set([...text.matchAll(PARAMETER)].map((m) => m[1]!))];
}

/** The parameter names a text uses that are not known parameters. */
export function unknownTemplateParameters(text: string): string[] {
  const known = new Set<string>(TEMPLATE_PARAMETERS.map((p) => p.name));
  return templateParameters(text).filter((name) => !known.has(name));
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Replaces each known parameter with its value. With `html`, text values are escaped and HTML
 * values go in as they are; without, every value goes in as it is (the result is plain text).
 * A parameter without a value, or an unknown one, stays visible as written.
 */
export function renderTemplate(
  text: string,
  values: Partial<Record<TemplateParameter, string>>,
  options: { html: boolean },
): string {
  return text.replace(PARAMETER, (whole, name: string) => {
    const parameter = TEMPLATE_PARAMETERS.find((p) => p.name === name);
    const value = parameter ? values[parameter.name] : undefined;
    if (value === undefined) return whole;
    return options.html && !parameter!.html ? escapeHtml(value) : value;
  });
}

/** Message sources (dictionary `msgSourceType`). */
export const MESSAGE_SOURCES = {
  '1': { zh: '公告', zhtw: '公告', en: 'Notice' },
  '2': { zh: '流程', zhtw: '流程', en: 'Workflow' },
  '3': { zh: '系统', zhtw: '系統', en: 'System' },
  '4': { zh: '日程', zhtw: '日程', en: 'Schedule' },
} as const satisfies Record<string, Record<Language, string>>;

/** Send channels (dictionary `msgSendType`); only the in-site message (1) is delivered today. */
export const MESSAGE_SEND_TYPES = {
  '1': { zh: '站内信', zhtw: '站內信', en: 'In-site message' },
  '2': { zh: '邮件', zhtw: '郵件', en: 'E-mail' },
  '3': { zh: '短信', zhtw: '短信', en: 'SMS' },
  '4': { zh: '钉钉', zhtw: '釘釘', en: 'DingTalk' },
  '5': { zh: '企业微信', zhtw: '企業微信', en: 'WeCom' },
  '6': { zh: 'WebHook', zhtw: 'WebHook', en: 'WebHook' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageSource = keyof typeof MESSAGE_SOURCES;
export type MessageSendType = keyof typeof MESSAGE_SEND_TYPES;

const sourceKeys = Object.keys(MESSAGE_SOURCES) as [MessageSource, ...MessageSource[]];
const sendTypeKeys = Object.keys(MESSAGE_SEND_TYPES) as [MessageSendType, ...MessageSendType[]];

/** Longest template content (characters). */
export const MAX_TEMPLATE_CONTENT = 20000;

/** Body of `POST /api/message/MessageTemplateConfig` and `PUT /{id}` (closed: unknown keys refused). */
export const messageTemplateBodySchema = z
  .object({
    /** Display name. */
    fullName: z.string().trim().min(1).max(100),
    /** Unique code among live templates (letters, digits and dots). */
    enCode: z.string().trim().min(1).max(50).regex(PATTERNS.enCode.pattern),
    /** Where messages of this template come from (msgSourceType). */
    messageSource: z.enum(sourceKeys),
    /** The channel it is sent on (msgSendType). */
    messageType: z.enum(sendTypeKeys),
    /** Title, plain text with parameters. */
    title: z.string().trim().min(1).max(200),
    /** Content, HTML with parameters (sanitised on save). */
    content: z.string().max(MAX_TEMPLATE_CONTENT).default(''),
    /** The template's code at an outside provider (SMS, WeCom ...), empty for in-site messages. */
    templateCode: z.string().trim().max(100).nullish(),
    /** 1 enabled, 0 disabled. */
    enabledMark: z.coerce.number().int().min(0).max(1).default(1),
    /** Order in lists. */
    sortCode: z.coerce.number().int().min(0).max(999999).default(0),
    /** Note. */
    description: z.string().trim().max(500).nullish(),
  })
  .strict();
export type MessageTemplateBody = z.input<typeof messageTemplateBodySchema>;
export type MessageTemplateValues = z.output<typeof messageTemplateBodySchema>;

/** Query of `GET /api/message/MessageTemplateConfig`. */
export const messageTemplateListQuerySchema = pageQuerySchema.extend({
  /** Only templates of this send channel. */
  messageType: z.enum(sendTypeKeys).optional(),
  /** Only templates of this source. */
  messageSource: z.enum(sourceKeys).optional(),
});
export type MessageTemplateListQuery = z.infer<typeof messageTemplateListQuerySchema>;

/** A template in lists and in `GET /{id}` (strict: a field not named here never reaches a caller). */
export const messageTemplateItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  messageSource: z.enum(sourceKeys),
  messageType: z.enum(sendTypeKeys),
  title: z.string(),
  content: z.string(),
  templateCode: z.string().nullable(),
  enabledMark: z.number(),
  sortCode: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  /** Who made it, as "realName/account" (null when unknown; the field the JNPF client reads). */
  creatorUser: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
});
export type MessageTemplateItem = z.infer<typeof messageTemplateItemSchema>;

/**
 * Which list `GET /api/message/MessageDataType/getTypeList/{id}` answers:
 * `1` send channels (msgSendType), `2` message sources (msgSourceType), `3` template parameters.
 */
export const MESSAGE_DATA_TYPE_LISTS = ['1', '2', '3'] as const;
export type MessageDataTypeList = (typeof MESSAGE_DATA_TYPE_LISTS)[number];

/** One entry of a type list, labelled in the caller's language. */
export interface MessageDataTypeItem {
  /** The stored value (`1`, `2` ... or a parameter token such as `@Title`). */
  enCode: string;
  fullName: string;
}

const TEMPLATES = '/api/message/MessageTemplateConfig';
const TEMPLATE_MENU = 'msgCenter.msgTemplate';
const tags = ['message-template'];
const idParams = z.object({ id: idSchema });

/** Message templates (menu msgCenter.msgTemplate) and the type lists of their form. */
export const messageTemplateRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: TEMPLATES,
    auth: menuAuth(TEMPLATE_MENU),
    query: messageTemplateListQuerySchema,
    answer: pagedSchema(messageTemplateItemSchema),
    tags,
  },
  create: {
    method: 'POST',
    path: TEMPLATES,
    auth: menuAuth(TEMPLATE_MENU, 'btn_add'),
    body: messageTemplateBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${TEMPLATES}/:id`,
    auth: menuAuth(TEMPLATE_MENU),
    params: idParams,
    answer: messageTemplateItemSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${TEMPLATES}/:id`,
    auth: menuAuth(TEMPLATE_MENU, 'btn_edit'),
    params: idParams,
    body: messageTemplateBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${TEMPLATES}/:id`,
    auth: menuAuth(TEMPLATE_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  copy: {
    method: 'POST',
    path: `${TEMPLATES}/copy/:id`,
    auth: menuAuth(TEMPLATE_MENU, 'btn_add'),
    params: idParams,
    answer: answer<{ id: string }>(),
    tags,
  },
  /** 1 send channels, 2 message sources, 3 template parameters; labelled in the caller's language. */
  typeList: {
    method: 'GET',
    path: '/api/message/MessageDataType/getTypeList/:id',
    auth: menuAuth(TEMPLATE_MENU),
    params: z.object({ id: z.string().max(10) }),
    answer: answer<MessageDataTypeItem[]>(),
    tags,
  },
});

import { base, ensure, type Ctx } from '../../db/seed-helpers';

/** Code of the template a released notice is rendered with. */
export const NOTICE_RELEASE_TEMPLATE = 'noticeRelease';

/** Templates the platform itself sends with; they cannot be deleted (only disabled). */
export const BUILT_IN_TEMPLATES = [
  {
    en_code: NOTICE_RELEASE_TEMPLATE,
    full_name: '公告发布',
    message_source: '1',
    message_type: '1',
    title: '@Title',
    content: '<p>@CreatorUserName 发布了公告</p>@Content',
    template_code: null,
    description: '发布公告时，收件人收到的站内信',
  },
] as const;

/** Inserts the built-in templates that are missing (an edited one is left as it is). */
export async function seedMessageTemplates(ctx: Ctx): Promise<void> {
  await ensure(
    ctx,
    'base_message_template',
    'en_code',
    BUILT_IN_TEMPLATES.map((t, i) => ({ ...base(ctx, i + 1), ...t })),
    { deleted_at: null },
  );
}

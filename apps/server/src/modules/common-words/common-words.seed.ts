import { base, ensure, type Ctx } from '../../db/seed-helpers';

/** Fictitious system phrases for approval opinions (seed language: simplified Chinese). */
const PHRASES = ['同意', '已阅', '请补充材料', '情况属实，建议批准', '不同意，请说明理由'];

/** Seeds the system phrases that are missing (idempotent). */
export async function seedCommonWords(ctx: Ctx): Promise<void> {
  await ensure(
    ctx,
    'base_common_words',
    'common_words_text',
    PHRASES.map((text, i) => ({
      ...base(ctx, i + 1),
      common_words_text: text,
      common_words_type: 0,
      description: null,
    })),
    { owner_id: '', deleted_at: null },
  );
}

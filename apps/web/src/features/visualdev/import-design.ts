import { visualDevBodySchema } from '@tessera/shared';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { visualDevApi } from './api/visualdev-api';

/** Creates a design from an exported file (a design's JSON as `GET /{id}` answers it). */
export async function importDesign(file: File): Promise<void> {
  let parsed: ReturnType<typeof visualDevBodySchema.safeParse> | undefined;
  try {
    parsed = visualDevBodySchema.safeParse(JSON.parse(await file.text()));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    feedback.error(i18n.t('visualdev.designer.jsonInvalid'));
    throw new Error('invalid design file');
  }
  await visualDevApi.createWithId(parsed.data);
}

import type { Envelope, ExcelUploadResult } from '@tessera/shared';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';
import { languageTag } from '@tessera/shared';

/** What an upload ended with: the stored name, or the server's message. */
export type ExcelUploadOutcome = { ok: true; result: ExcelUploadResult } | { ok: false; msg: string };

/** Uploads one import file (multipart field `file`, Authorization header). */
export async function uploadExcel(url: string, file: File): Promise<ExcelUploadOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { Authorization: tokenStorage.get() ?? '', 'Accept-Language': languageTag(currentLanguage()) },
      credentials: 'omit',
    });
    const envelope = (await response.json()) as Envelope<ExcelUploadResult | null>;
    if (envelope.code !== 200 || !envelope.data?.fileName) return { ok: false, msg: envelope.msg };
    return { ok: true, result: envelope.data };
  } catch {
    return { ok: false, msg: '' };
  }
}

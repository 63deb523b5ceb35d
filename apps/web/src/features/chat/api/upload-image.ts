import { fileRoutes, fillPath, type Envelope, type UploadResult } from '@tessera/shared';
import { isEnvelopeError } from '@/lib/http';
import { tokenStorage } from '@/lib/storage';

/** Where chat images are served from. */
export const chatImageUrl = (name: string) => fillPath(fileRoutes.image.path, { type: 'IM', name });
/** Where chat images are uploaded to (multipart). */
const IM_UPLOAD_URL = fillPath(fileRoutes.upload.path, { type: 'IM' });

/** What an upload ended with: the stored name, or the message to show. */
export type UploadOutcome = { ok: true; name: string } | { ok: false; msg: string };

/** Uploads one chat image (multipart, Authorization header). */
export async function uploadChatImage(file: File): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await fetch(IM_UPLOAD_URL, {
      method: 'POST',
      body,
      headers: { Authorization: tokenStorage.get() ?? '' },
      credentials: 'omit',
    });
    const answer: unknown = await response.json();
    if (!isEnvelopeError(answer)) return { ok: false, msg: '' };
    const envelope = answer as Envelope<UploadResult | null>;
    if (envelope.code !== 200 || !envelope.data?.name) return { ok: false, msg: envelope.msg };
    return { ok: true, name: envelope.data.name };
  } catch {
    return { ok: false, msg: '' };
  }
}

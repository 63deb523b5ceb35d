import { isEnvelopeError } from '@/lib/http';
import { tokenStorage } from '@/lib/storage';
import type { Envelope, UploadResult } from '@tessera/shared';

/** Where chat images are served from. */
export const chatImageUrl = (name: string) => `/api/file/Image/IM/${encodeURIComponent(name)}`;

/** What an upload ended with: the stored name, or the message to show. */
export type UploadOutcome = { ok: true; name: string } | { ok: false; msg: string };

/** Uploads one chat image (multipart, Authorization header). */
export async function uploadChatImage(file: File): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await fetch('/api/file/Uploader/IM', {
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

import { fileRoutes, fillPath } from '@tessera/shared';
import { readUploadAnswer, singleRequestTransport } from '@/components/upload';

/** Where chat images are served from. */
export const chatImageUrl = (name: string) => fillPath(fileRoutes.image.path, { type: 'IM', name });
/** Where chat images are uploaded to (multipart `file` part). */
const IM_UPLOAD_URL = fillPath(fileRoutes.upload.path, { type: 'IM' });

/** The answer names the stored image, else it is refused with the server's message (spec 01 §5). */
const hasName = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { name?: unknown }).name === 'string';

/** Chat images go up in one request each to the public image endpoint; the answer's name is the stored image. */
export const chatImageTransport = singleRequestTransport({
  url: IM_UPLOAD_URL,
  read: (data, file) => (hasName(data) ? readUploadAnswer(data, file) : null),
});

import { useEffect, useRef } from 'react';
import { MAX_CHAT_IMAGE_BYTES, MAX_IMAGE_BYTES } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { checkPick, useUploads, type UploadItem, type UploadRules } from '@/components/upload';
import { feedback } from '@/lib/feedback';
import { sendFrame } from '@/lib/socket-session';
import { chatImageTransport } from '../api/upload-image';

/** Image types a chat accepts (what the server stores). */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why a file cannot be sent as a chat image (a translation key), or null when it can. */
export function imageProblem(
  file: Pick<File, 'type' | 'size'>,
): 'chat.image.notImage' | 'chat.image.tooBig' | null {
  if (!CHAT_IMAGE_TYPES.includes(file.type)) return 'chat.image.notImage';
  if (file.size >= MAX_CHAT_IMAGE_BYTES) return 'chat.image.tooBig';
  return null;
}

type ImageSize = { width?: number; height?: number };

/** Width and height of an image file, or nothing when the browser cannot read it. */
async function imageSize(file: File): Promise<ImageSize> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/** One picture on its way: to whom, and its measured size. */
interface Outgoing {
  peerId: string;
  size: Promise<ImageSize>;
}

/**
 * Checks, uploads and sends one image to a user (spec 01 section 5) through the upload queue: the
 * image rules of the upload widgets with the chat's own wording, one request to the chat image
 * endpoint, then the image message. While it goes up, `uploading` and `progress` tell the button;
 * a refusal is shown as an error toast in the user's language.
 */
export function useSendImage(peerId: string) {
  const { t } = useTranslation();
  const outgoing = useRef(new Map<string, Outgoing>());
  const deliver = async (item: UploadItem) => {
    const target = outgoing.current.get(item.id);
    outgoing.current.delete(item.id);
    uploads.dismiss(item.id);
    if (!target || !item.result) return;
    const size = await target.size;
    sendFrame({
      method: 'SendMessage',
      toUserId: target.peerId,
      messageType: 'image',
      messageContent: { name: item.result.name, ...size },
    });
  };
  const uploads = useUploads({ transport: chatImageTransport, onFileSuccess: (item) => void deliver(item) });
  const failed = uploads.items.filter((item) => item.status === 'error');
  useEffect(() => {
    for (const item of failed) {
      outgoing.current.delete(item.id);
      uploads.remove(item.id);
      feedback.error(item.error || t('http.requestFailed'), 1.5);
    }
  }, [failed, t, uploads]);

  const send = async (file: File) => {
    const rules: UploadRules = {
      isImage: true,
      limit: 1,
      fileSize: MAX_IMAGE_BYTES / 1024 / 1024,
      sizeUnit: 'MB',
      messages: { type: t('chat.image.notImage'), size: t('chat.image.tooBig') },
      beforeUpload: (picked) => {
        const problem = imageProblem(picked);
        return problem ? t(problem) : true;
      },
    };
    const { accepted, refusals } = await checkPick([file], 0, rules);
    if (refusals[0]) feedback.error(refusals[0]);
    for (const id of uploads.add(accepted)) outgoing.current.set(id, { peerId, size: imageSize(file) });
  };
  const active = uploads.items.filter((item) => item.status !== 'success' && item.status !== 'error');
  const progress = active.length ? Math.min(...active.map((item) => item.progress)) : 0;
  return { send, uploading: active.length > 0, progress };
}

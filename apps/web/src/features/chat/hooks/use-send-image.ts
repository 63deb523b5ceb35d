import { useState } from 'react';
import { MAX_CHAT_IMAGE_BYTES } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { sendFrame } from '@/lib/socket-session';
import { uploadChatImage } from '../api/upload-image';

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

/** Width and height of an image file, or nothing when the browser cannot read it. */
async function imageSize(file: File): Promise<{ width?: number; height?: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/** Checks, uploads and sends one image to a user (spec 01 section 5). */
export function useSendImage(peerId: string) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const send = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return feedback.error(t(problem));
    setUploading(true);
    try {
      const [answer, size] = await Promise.all([uploadChatImage(file), imageSize(file)]);
      if (!answer.ok) return feedback.error(answer.msg || t('http.requestFailed'), 1.5);
      sendFrame({
        method: 'SendMessage',
        toUserId: peerId,
        messageType: 'image',
        messageContent: { name: answer.name, ...size },
      });
    } finally {
      setUploading(false);
    }
  };
  return { send, uploading };
}

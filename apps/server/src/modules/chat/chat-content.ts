import {
  MAX_CHAT_TEXT,
  chatImageSchema,
  chatMediaSchema,
  formatServerMessage,
  type ChatContentType,
  type Language,
} from '@tessera/shared';
import { badRequest } from '../../lib/errors';

/** A user's avatar URL from the stored name ('' when none). */
export const avatarUrl = (name: string | null) => (name ? `/api/file/Image/userAvatar/${name}` : '');

/** Whether a stored type is one of the chat content types. */
export const isChatType = (type: string): type is ChatContentType =>
  type === 'text' || type === 'image' || type === 'voice' || type === 'video';

const asObject = (content: string | Record<string, unknown>): unknown => {
  if (typeof content !== 'string') return content;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return null;
  }
};

/** What a SendMessage frame's content becomes: stored text plus, for images, the file to check. */
export interface CheckedContent {
  stored: string;
  imageName?: string;
}

/**
 * Validates a message's content by type: text is trimmed, non-empty and bounded; images and media
 * must match their schema and are stored as JSON text of the known fields only (images with their `path`).
 */
export function checkContent(
  type: ChatContentType,
  content: string | Record<string, unknown>,
): CheckedContent {
  if (type === 'text') {
    if (typeof content !== 'string') throw badRequest('chatContentInvalid');
    const text = content.trim();
    if (!text) throw badRequest('chatTextEmpty');
    if ([...text].length > MAX_CHAT_TEXT) throw badRequest('chatTextTooLong', { max: MAX_CHAT_TEXT });
    return { stored: text };
  }
  if (type === 'image') {
    const image = chatImageSchema.safeParse(asObject(content));
    if (!image.success) throw badRequest('chatContentInvalid');
    // `path` is what the original platform's client shows; the name is checked, so the path is safe.
    const stored = { ...image.data, path: `/api/file/Image/IM/${image.data.name}` };
    return { stored: JSON.stringify(stored), imageName: image.data.name };
  }
  const media = chatMediaSchema.safeParse(asObject(content));
  if (!media.success) throw badRequest('chatContentInvalid');
  return { stored: JSON.stringify(media.data) };
}

/** The text a list shows for a latest message: the text itself, or a placeholder for media. */
export function previewText(type: string, content: string, lang: Language): string {
  if (type === 'image') return formatServerMessage('chatImagePlaceholder', lang);
  if (type === 'voice') return formatServerMessage('chatVoicePlaceholder', lang);
  if (type === 'video') return formatServerMessage('chatVideoPlaceholder', lang);
  return content;
}

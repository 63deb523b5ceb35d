/** Prefix of the session-storage keys of design previews. */
const PREFIX = 'tessera.previewDraft.';

/** A design as the designer holds it now (saved or not), handed to the `/previewModel` page. */
export interface PreviewDraft {
  /** The design's name. */
  fullName: string;
  /** formData JSON text. */
  formData: string;
  /** columnData JSON text (empty: the page's default list). */
  columnData: string | null;
}

function backend(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a design for its preview in this tab's session storage (never in the address: designs are
 * large and private) and answers the key the page reads it by; an older draft is dropped.
 */
export function stashPreviewDraft(draft: PreviewDraft): string {
  const store = backend();
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  if (!store) return key;
  for (let i = store.length - 1; i >= 0; i--) {
    const name = store.key(i);
    if (name?.startsWith(PREFIX)) store.removeItem(name);
  }
  try {
    store.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // too large for the storage: the page says the design is missing
  }
  return key;
}

/** The draft kept under a key, or undefined when missing or unreadable. */
export function readPreviewDraft(key: string): PreviewDraft | undefined {
  if (!/^[a-z0-9]{1,40}$/.test(key)) return undefined;
  try {
    const value = JSON.parse(backend()?.getItem(PREFIX + key) ?? 'null') as Partial<PreviewDraft> | null;
    if (!value || typeof value.formData !== 'string') return undefined;
    return {
      fullName: typeof value.fullName === 'string' ? value.fullName : '',
      formData: value.formData,
      columnData: typeof value.columnData === 'string' ? value.columnData : null,
    };
  } catch {
    return undefined;
  }
}

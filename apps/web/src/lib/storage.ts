/** Prefix of every key this product writes to localStorage. */
export const STORAGE_PREFIX = 'tessera.';

/** The keys the web client keeps locally (without the prefix). */
export const StorageKey = {
  token: 'token',
  isLock: 'isLock',
  language: 'language',
  size: 'size',
  sidebarOpened: 'sidebarOpened',
  settings: 'settings',
  /** The page a user was on when the screen was locked (unlocking returns there). */
  lockedFrom: 'lockedFrom',
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

function backend(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a string value, or undefined when absent or storage is unavailable. */
export function readString(key: StorageKeyName): string | undefined {
  return backend()?.getItem(STORAGE_PREFIX + key) ?? undefined;
}

/** Writes a string value; storage failures (private mode, quota) are ignored on purpose. */
export function writeString(key: StorageKeyName, value: string): void {
  try {
    backend()?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // the session still works in memory
  }
}

/** Removes a value. */
export function removeItem(key: StorageKeyName): void {
  backend()?.removeItem(STORAGE_PREFIX + key);
}

/** Reads a JSON value, falling back when absent or malformed. */
export function readJson<T>(key: StorageKeyName, fallback: T): T {
  const text = readString(key);
  if (text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value. */
export function writeJson(key: StorageKeyName, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** The stored token, exactly as the server answered it (`Bearer …`). */
export const tokenStorage = {
  get: (): string | undefined => readString(StorageKey.token) || undefined,
  set: (token: string): void => writeString(StorageKey.token, token),
  clear: (): void => removeItem(StorageKey.token),
};

import { useRef, useSyncExternalStore } from 'react';

/** Form values (or messages) by key; each key has its own listeners. */
export interface KeyedStore<T> {
  /** The value at a key. */
  get: (key: string) => T | undefined;
  /** Every value (a fresh object each change). */
  all: () => Readonly<Record<string, T>>;
  /** Sets one key; listeners of that key and of the whole store hear it. */
  set: (key: string, value: T | undefined) => void;
  /** Replaces everything (reset, a loaded record). */
  replace: (values: Record<string, T>) => void;
  /** Listens to one key. */
  subscribe: (key: string, listener: () => void) => () => void;
  /** Listens to any change. */
  subscribeAll: (listener: () => void) => () => void;
}

/**
 * A store with per-key subscriptions: a keystroke in one field re-renders only that field (and the
 * fields that read it), never the whole form of a few hundred widgets.
 */
export function createKeyedStore<T>(initial: Record<string, T> = {}): KeyedStore<T> {
  let values: Record<string, T> = { ...initial };
  const byKey = new Map<string, Set<() => void>>();
  const anyKey = new Set<() => void>();
  const notify = (keys: Iterable<string>) => {
    for (const key of keys) byKey.get(key)?.forEach((l) => l());
    anyKey.forEach((l) => l());
  };
  return {
    get: (key) => values[key],
    all: () => values,
    set: (key, value) => {
      if (Object.is(values[key], value)) return;
      const next = { ...values };
      if (value === undefined) delete next[key];
      else next[key] = value;
      values = next;
      notify([key]);
    },
    replace: (next) => {
      const keys = new Set([...Object.keys(values), ...Object.keys(next)]);
      values = { ...next };
      notify(keys);
    },
    subscribe: (key, listener) => {
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    subscribeAll: (listener) => {
      anyKey.add(listener);
      return () => anyKey.delete(listener);
    },
  };
}

/** The value at one key, re-rendering only when it changes. */
export function useKey<T>(store: KeyedStore<T>, key: string): T | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribe(key, listener),
    () => store.get(key),
  );
}

/** Values of several keys as one object, stable while none of them changes. */
export function useKeys<T>(store: KeyedStore<T>, keys: readonly string[]): Readonly<Record<string, T>> {
  const cache = useRef<{ joined: string; snapshot: (T | undefined)[]; value: Record<string, T> }>(undefined);
  const joined = keys.join('\u0000');
  const read = () => {
    const snapshot = keys.map((k) => store.get(k));
    const old = cache.current;
    if (
      old &&
      old.joined === joined &&
      old.snapshot.length === snapshot.length &&
      old.snapshot.every((v, i) => Object.is(v, snapshot[i]))
    )
      return old.value;
    const value = Object.fromEntries(keys.map((k, i) => [k, snapshot[i]])) as Record<string, T>;
    cache.current = { joined, snapshot, value };
    return value;
  };
  return useSyncExternalStore((listener) => {
    const offs = keys.map((k) => store.subscribe(k, listener));
    return () => offs.forEach((off) => off());
  }, read);
}

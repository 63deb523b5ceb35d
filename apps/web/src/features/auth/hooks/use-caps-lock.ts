import { useCallback, useState, type KeyboardEvent } from 'react';

/** Tracks caps lock from the key events of a field; `onKey` goes on onKeyDown and onKeyUp. */
export function useCapsLock() {
  const [capsLock, setCapsLock] = useState(false);
  const onKey = useCallback((event: KeyboardEvent) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  }, []);
  const reset = useCallback(() => setCapsLock(false), []);
  return { capsLock, onKey, reset };
}

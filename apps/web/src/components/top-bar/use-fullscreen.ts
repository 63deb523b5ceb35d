import { useEffect, useState } from 'react';

/** Full-screen state and a toggle; `onUnsupported` runs when the browser cannot go full screen. */
export function useFullscreen(onUnsupported: () => void): [boolean, () => void] {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      onUnsupported();
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  return [active, toggle];
}

// Launches Debian's Chromium the way every script here needs it (no sandbox as root, no network chatter).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';

/** The flags the journeys, benchmarks and screenshot script all start Chromium with. */
export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'),
);

/**
 * Debian's Chromium binary itself. /usr/bin/chromium is a shell wrapper that adds
 * /etc/chromium.d's flags, among them --enable-gpu-rasterization, which without a GPU rasterises
 * every frame through SwiftShader's software GL: ~17 % more CPU for the same journeys (issue 15).
 */
export const CHROMIUM_EXECUTABLE = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((f) =>
  existsSync(f),
);

/** Starts headless Chromium (Debian's binary, without the wrapper's desktop flags). */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}

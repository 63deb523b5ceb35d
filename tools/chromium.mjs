// Launches Debian's Chromium the way every script here needs it (no sandbox as root, no network chatter).
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The flags the journeys, benchmarks and screenshot script all start Chromium with. */
export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'),
);

/** Starts headless Chromium from /usr/bin/chromium. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

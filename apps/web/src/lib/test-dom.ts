import { vi } from 'vitest';

/**
 * Gives jsdom the browser calls antd reads (ResizeObserver, matchMedia); component tests call it
 * in `beforeAll`. Only for tests.
 */
export function stubBrowserApis() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= vi.fn().mockImplementation(() => ({
    matches: false,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

import { create } from 'zustand';
import type { LayoutTheme } from '@tessera/shared';
import { readJson, StorageKey, writeJson } from '../lib/storage';
import { isThemeClass, type ThemeClass } from '../lib/theme';

/** Settings persisted locally; the later settings drawer edits these. */
export interface Settings {
  layoutType: LayoutTheme;
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Theme colour name (spec 01 section 9); see lib/theme. */
  themeClass: ThemeClass;
  slideClass: 'dark' | 'lightWhite';
}

/** The layouts (same list as the contract's LAYOUT_THEMES, kept here so zod stays out of the bundle). */
const LAYOUTS: readonly LayoutTheme[] = ['classic', 'functional', 'blend', 'plain'];

/** Default site settings (spec 01 section 9). */
export const DEFAULT_SETTINGS: Settings = {
  layoutType: 'classic',
  tagsView: true,
  tagsIcon: true,
  showLanguage: true,
  showSearch: true,
  useCache: true,
  fixedHeader: false,
  sidebarLogo: true,
  themeClass: 'blue',
  slideClass: 'dark',
};

interface SettingsState extends Settings {
  /** Changes settings and persists them. */
  update: (patch: Partial<Settings>) => void;
  /** Restores every setting to its default. */
  reset: () => void;
  /** Chooses the layout from the theme answered at sign-in. */
  applyTheme: (theme: string | undefined) => void;
}

function pick(state: Settings): Settings {
  return Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS).map((k) => [k, state[k as keyof Settings]]),
  ) as unknown as Settings;
}

/** The stored settings, dropping values of the wrong kind (a stale or hand-edited entry). */
function storedSettings(): Partial<Settings> {
  const stored = readJson<Record<string, unknown>>(StorageKey.settings, {});
  if (typeof stored !== 'object' || stored === null) return {};
  const kept = Object.entries(stored).filter(([key, value]) => {
    if (!(key in DEFAULT_SETTINGS)) return false;
    if (key === 'themeClass') return isThemeClass(value);
    if (key === 'layoutType') return LAYOUTS.includes(value as LayoutTheme);
    if (key === 'slideClass') return value === 'dark' || value === 'lightWhite';
    return typeof value === 'boolean';
  });
  return Object.fromEntries(kept) as Partial<Settings>;
}

export const useSettingsStore = create<SettingsState>((set, get) => ({
  ...DEFAULT_SETTINGS,
  ...storedSettings(),
  update: (patch) => {
    set(patch);
    writeJson(StorageKey.settings, pick(get()));
  },
  reset: () => get().update({ ...DEFAULT_SETTINGS }),
  applyTheme: (theme) => {
    const layoutType = LAYOUTS.find((t) => t === theme) ?? 'classic';
    get().update({ layoutType });
  },
}));

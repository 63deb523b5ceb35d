import { create } from 'zustand';
import type { Language } from '@tessera/shared';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { readString, StorageKey, writeString } from '../lib/storage';

/** The spec's four UI sizes; {@link ../lib/size} maps them onto Ant Design. */
export type UiSize = 'default' | 'medium' | 'small' | 'mini';
export type Device = 'desktop' | 'mobile';

/** Width below which the shell counts as mobile. */
export const MOBILE_BREAKPOINT = 992;

const SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];

/** App state: language, size, device and the sidebar. */
export interface AppState {
  language: Language;
  size: UiSize;
  device: Device;
  sidebarOpened: boolean;
  setLanguage: (language: Language) => void;
  setSize: (size: UiSize) => void;
  /** Updates the device from a viewport width; mobile closes the sidebar. */
  syncDevice: (width: number) => void;
  toggleSidebar: () => void;
  closeSidebar: () => void;
}

function storedSize(): UiSize {
  const value = readString(StorageKey.size);
  return SIZES.find((s) => s === value) ?? 'medium';
}

/** Device for a viewport width. */
export function deviceFor(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

const initialWidth = typeof window === 'undefined' ? 1440 : window.innerWidth;

export const useAppStore = create<AppState>((set, get) => ({
  language: currentLanguage(),
  size: storedSize(),
  device: deviceFor(initialWidth),
  sidebarOpened: deviceFor(initialWidth) === 'desktop' && readString(StorageKey.sidebarOpened) !== '0',
  setLanguage: (language) => {
    changeLanguage(language);
    set({ language });
  },
  setSize: (size) => {
    writeString(StorageKey.size, size);
    set({ size });
  },
  syncDevice: (width) => {
    const device = deviceFor(width);
    if (device === get().device) return;
    set(
      device === 'mobile'
        ? { device, sidebarOpened: false }
        : { device, sidebarOpened: readString(StorageKey.sidebarOpened) !== '0' },
    );
  },
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    if (get().device === 'desktop') writeString(StorageKey.sidebarOpened, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  closeSidebar: () => set({ sidebarOpened: false }),
}));

import { create } from 'zustand';

interface SettingsDrawerState {
  /** Whether the settings drawer is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Open state of the settings drawer, shared by the top-bar button and the drawer. */
export const useSettingsDrawer = create<SettingsDrawerState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

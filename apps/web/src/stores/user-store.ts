import { create } from 'zustand';
import { asLanguage } from '@tessera/shared';
import type { CurrentUserResult, MenuItem, PermissionEntry, SysConfigInfo, UserInfo } from '@tessera/shared';
import { authApi } from '../lib/auth-api';
import { currentLanguage, t } from '../lib/i18n';
import { stopSocket } from '../lib/socket-session';
import { readString, removeItem, StorageKey, tokenStorage, writeString } from '../lib/storage';
import { useAppStore } from './app-store';
import { useInboxStore } from './inbox-store';
import { useSettingsStore } from './settings-store';
import { useTabsStore } from './tabs-store';

/** Session state (spec 01 section 3). */
export interface UserState {
  token: string | undefined;
  isLock: boolean;
  /**
   * The password is one an administrator set and must be changed before anything else (asked of
   * the server at each user load; undefined until then).
   */
  mustChangePassword: boolean | undefined;
  menuList: MenuItem[];
  permissionList: PermissionEntry[];
  userInfo: UserInfo | undefined;
  sysConfigInfo: SysConfigInfo | undefined;
  loginLoading: boolean;
  /** Signs in; rejects with the server envelope on failure. */
  login: (account: string, password: string, code?: string, timestamp?: string) => Promise<void>;
  /** Loads user, menus and permissions; rejects with a translated text when either is empty. */
  fetchCurrentUser: () => Promise<CurrentUserResult>;
  /** Stores a token (sign-in, or a token adopted from a flow link). */
  setToken: (token: string) => void;
  /** Drops the token and everything derived from it. */
  resetSession: () => void;
  /** Locks the screen (persisted). */
  lock: () => void;
  /** Records whether the password must be changed first. */
  setMustChangePassword: (must: boolean) => void;
  /** Checks the password with the server, then unlocks. */
  unlock: (password: string) => Promise<void>;
}

const emptySession = {
  token: undefined,
  isLock: false,
  mustChangePassword: undefined,
  menuList: [] as MenuItem[],
  permissionList: [] as PermissionEntry[],
  userInfo: undefined,
};

/**
 * Set by every sign-in (a new token: the password or SMS form, a scan, SSO, /auth-redirect, a
 * link's token): the next user load applies the language the user chose (in any browser).
 */
let languageFromServer = false;

export const useUserStore = create<UserState>((set, get) => ({
  token: tokenStorage.get(),
  isLock: readString(StorageKey.isLock) === '1',
  mustChangePassword: undefined,
  setMustChangePassword: (must) => set({ mustChangePassword: must }),
  menuList: [],
  permissionList: [],
  userInfo: undefined,
  sysConfigInfo: undefined,
  loginLoading: false,
  login: async (account, password, code, timestamp) => {
    set({ loginLoading: true });
    try {
      const { data } = await authApi.login(account.trim(), password, code, timestamp);
      get().setToken(data.token);
      useSettingsStore.getState().applyTheme(data.theme);
    } finally {
      set({ loginLoading: false });
    }
  },
  fetchCurrentUser: async () => {
    let { data } = await authApi.currentUser();
    const saved = asLanguage(data?.userInfo?.language);
    if (languageFromServer && saved && saved !== currentLanguage()) {
      // the menus came in this browser's language: ask again in the user's own
      useAppStore.getState().setLanguage(saved);
      ({ data } = await authApi.currentUser());
    }
    languageFromServer = false;
    if (!data?.userInfo?.userId) throw t('guard.emptyUserInfo');
    if (!data.menuList?.length) throw t('guard.noMenus');
    set({
      menuList: data.menuList,
      permissionList: data.permissionList ?? [],
      userInfo: data.userInfo,
      sysConfigInfo: data.sysConfigInfo,
    });
    return data;
  },
  setToken: (token) => {
    languageFromServer = true;
    tokenStorage.set(token);
    set({ token });
  },
  resetSession: () => {
    stopSocket();
    useInboxStore.getState().reset();
    tokenStorage.clear();
    removeItem(StorageKey.isLock);
    useTabsStore.getState().clear();
    set({ ...emptySession });
  },
  lock: () => {
    writeString(StorageKey.isLock, '1');
    set({ isLock: true });
  },
  unlock: async (password) => {
    const account = get().userInfo?.userAccount ?? '';
    await authApi.unlock(account, password);
    removeItem(StorageKey.isLock);
    set({ isLock: false });
  },
}));

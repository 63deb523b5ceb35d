/** The menu every route of this module is guarded by. */
export const MENU_ADMIN = 'system.menu';

/** Route permission: the menu administration, and a button for writes. */
export const can = (button?: string) => ({
  auth: button ? { menu: MENU_ADMIN, button } : { menu: MENU_ADMIN },
});

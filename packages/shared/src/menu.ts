/** Menu (module) types as the server sends them, spec 01 section 2.3. */
export const MenuType = {
  /** Directory (system-level node): children only. */
  Directory: 0,
  /** Category: path /{enCode}. */
  Category: 1,
  /** Page module: path /{urlAddress}. */
  Page: 2,
  /** Online-development form model. */
  FormModel: 3,
  /** Dynamic dictionary. */
  Dictionary: 4,
  /** Dynamic data report. */
  Report: 5,
  /** Large-screen view opened by link with a token. */
  LargeScreen: 6,
  /** External link; `_self` shows it in a frame at /{enCode}. */
  ExternalLink: 7,
  /** Dynamic portal. */
  Portal: 8,
} as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/** Extra properties of a menu, sent as JSON text in `propertyJson`. */
export interface MenuProperty {
  /** Id of the form, report or portal design the menu shows. */
  moduleId?: string;
  /** Whether the portal or list shows a tree. */
  isTree?: number;
  /** Icon background colour (mobile). */
  iconBackgroundColor?: string;
}

/** One node of the menu tree of `CurrentUser`. */
export interface MenuItem {
  id: string;
  parentId: string;
  type: MenuTypeValue;
  /** Dotted code, unique; route names and translation keys derive from it. */
  enCode: string;
  fullName: string;
  icon: string;
  /** Page path, model path or external address (type 6/7). */
  urlAddress: string;
  /** `_self` or `_blank` for external links. */
  linkTarget: string;
  /** JSON text of {@link MenuProperty}. */
  propertyJson: string;
  sortCode: number;
  hasChildren: boolean;
  children: MenuItem[];
}

/** An address is external when it starts with http, https, mailto or tel. */
export function isExternalAddress(address: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(address);
}

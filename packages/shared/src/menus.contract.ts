import { z } from 'zod';
import type { MenuTypeValue } from './menu';
import { adminRecordFields, idSchema } from './organize.contract';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';
import { translationsBodySchema, translationsSchema, type Translations } from './translations';
import type { PatternRule } from './validation';

/** Menu categories: the desktop web client and the mobile app. */
export const MENU_CATEGORIES = ['Web', 'App'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** The pseudo parent id of top-level menus. */
export const MENU_ROOT_ID = '-1';

/** Code of the main system, which can be neither deleted nor disabled. */
export const MAIN_SYSTEM_CODE = 'mainSystem';

/** Menu types that hold other menus (0 system node, 1 directory). */
export const DIRECTORY_TYPES: readonly number[] = [0, 1];

/** Menu types that show a design and need `propertyJson.moduleId` (online feature, report, big screen, portal). */
export const DESIGN_TYPES: readonly number[] = [3, 5, 6, 8];

/** Address of a page menu: a relative views path such as `system/menu` (no scheme, no dots, no leading slash). */
export const VIEW_PATH_RULE: PatternRule = {
  pattern: /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/,
  messageKey: 'viewPath',
  message: '页面地址只能是相对路径，例如 system/menu',
};

/** Address of an external link: http or https only. */
export const HTTP_URL_RULE: PatternRule = {
  pattern: /^https?:\/\/[^\s<>"'`]+$/i,
  messageKey: 'httpUrl',
  message: '链接地址必须以 http:// 或 https:// 开头',
};

/** Code of a button: `btn_` then letters, digits and underscores. */
export const BUTTON_CODE_RULE: PatternRule = {
  pattern: /^btn_[A-Za-z0-9_]+$/,
  messageKey: 'buttonCode',
  message: '按钮编码必须以 btn_ 开头，只能含英文、数字和下划线',
};

/**
 * Code of a column or form field: a field name (spec 02 §5), or `table-field` for a sub-table field.
 */
export const FIELD_CODE_RULE: PatternRule = {
  pattern: /^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)?$/,
  messageKey: 'fieldName',
  message: '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
};

/** Query of `GET /api/system/Menu`. */
export const menuListQuerySchema = z.object({
  /** Keeps matching menus (name or code, any case) with their ancestors. */
  keyword: z.string().trim().max(200).optional(),
  /** Web or App (default Web). */
  category: z.enum(MENU_CATEGORIES).default('Web'),
  /** The system whose menus are listed (default the main system). */
  systemId: z.string().trim().max(64).optional(),
});
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;

/** Query of `GET /api/system/Menu/Selector/{id}/{systemId}` and `ModuleBySystem/{systemId}`. */
export const menuCategoryQuerySchema = z.object({
  /** Web or App (default Web). */
  category: z.enum(MENU_CATEGORIES).default('Web'),
});
export type MenuCategoryQuery = z.infer<typeof menuCategoryQuerySchema>;

/** Extra properties of a menu (`propertyJson`); unknown keys are dropped. */
export const menuPropertySchema = z.object({
  /** The design (online form, report, big screen, portal) the menu shows. */
  moduleId: z.string().trim().max(64).optional(),
  /** Whether the list shows a tree (0/1). */
  isTree: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Icon background colour on the app (#rgb or #rrggbb). */
  iconBackgroundColor: z
    .string()
    .regex(/^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})?$/)
    .optional(),
});
export type MenuPropertyBody = z.infer<typeof menuPropertySchema>;

/** Body of `POST /api/system/Menu` and `PUT /{id}`. */
export const menuBodySchema = z.object({
  /** Parent directory, or "-1" at the top. */
  parentId: idSchema,
  /** The system the menu belongs to. */
  systemId: idSchema,
  /** 0/1 directory, 2 page, 3 online feature, 4 dictionary, 5 report, 6 big screen, 7 link, 8 portal. */
  type: z.coerce.number().int().min(0).max(8),
  /** Web or App. */
  category: z.enum(MENU_CATEGORIES).default('Web'),
  /** Icon class (e.g. `icon-ym icon-ym-s-system`). */
  icon: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9 _-]*$/)
    .nullish(),
  /** Page path (type 2) or address (types 6, 7); derived by the server for types 3, 4, 5, 8. */
  urlAddress: z.string().trim().max(1000).nullish(),
  /** `_self` (in a frame) or `_blank` (new window), for links. */
  linkTarget: z.enum(['_self', '_blank']).nullish(),
  /** JSON text of {@link menuPropertySchema}. */
  propertyJson: z.string().max(2000).nullish(),
  /** The name in other languages (absent: kept as it is). */
  translations: translationsBodySchema.optional(),
  ...adminRecordFields,
});
export type MenuBody = z.infer<typeof menuBodySchema>;

/** A menu in the administration tree. */
export interface MenuNode {
  id: string;
  parentId: string;
  systemId: string;
  type: MenuTypeValue;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  category: MenuCategory;
  /** JSON text of the menu's properties. */
  propertyJson: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  /** The name in other languages (`fullName` is the request's language in trees, the stored one in `GET /{id}`). */
  translations: Translations;
  hasChildren: boolean;
  children: MenuNode[];
}

const menuTypeSchema = z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8]);

/** Schema of {@link MenuNode} (strict at every level). */
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    parentId: z.string(),
    systemId: z.string(),
    type: menuTypeSchema,
    fullName: z.string(),
    enCode: z.string(),
    icon: z.string(),
    urlAddress: z.string(),
    linkTarget: z.string(),
    category: z.enum(MENU_CATEGORIES),
    propertyJson: z.string(),
    sortCode: z.number(),
    enabledMark: z.number(),
    description: z.string().nullable(),
    creatorTime: z.number(),
    translations: translationsSchema,
    hasChildren: z.boolean(),
    children: z.array(menuNodeSchema),
  }),
);

/** A directory in the parent picker. */
export interface MenuSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: MenuTypeValue;
  icon: string;
  hasChildren: boolean;
  children: MenuSelectorNode[];
}

/** Body of `POST /api/system/System` and `PUT /{id}`. */
export const systemBodySchema = z.object({
  /** Icon class. */
  icon: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9 _-]*$/)
    .nullish(),
  /** The name in other languages (absent: kept as it is). */
  translations: translationsBodySchema.optional(),
  ...adminRecordFields,
});
export type SystemBody = z.infer<typeof systemBodySchema>;

/** Query of `GET /api/system/System`. */
export const systemListQuerySchema = z.object({
  /** Name or code, any case. */
  keyword: z.string().trim().max(200).optional(),
});
export type SystemListQuery = z.infer<typeof systemListQuerySchema>;

/** A system (application holding menus). */
export const systemItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string(),
  /** 1 for the main system. */
  isMain: z.number(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  /** The name in other languages. */
  translations: translationsSchema,
});
export type SystemItem = z.infer<typeof systemItemSchema>;

/** The four kinds of menu resources, as the URL segment names them. */
export const MENU_RESOURCE_KINDS = ['ModuleButton', 'ModuleColumn', 'ModuleForm'] as const;
export type MenuResourceKind = (typeof MENU_RESOURCE_KINDS)[number];

/** Query of `GET /api/system/Module{Button,Column,Form,DataAuthorizeScheme}/{moduleId}/List`. */
export const resourceListQuerySchema = z.object({
  /** Name or code, any case. */
  keyword: z.string().trim().max(200).optional(),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

/** Body of a button, column or form (`POST` and `PUT /{id}`); the code pattern depends on the kind. */
export const resourceBodySchema = z.object({
  /** The menu it belongs to (ignored on edit: a resource never moves). */
  moduleId: idSchema,
  /** Parent resource, "-1" at the top. */
  parentId: z.string().trim().max(64).default('-1'),
  /** Table a column or form field reads from (a field name). */
  bindTable: z
    .string()
    .trim()
    .max(64)
    .regex(/^([A-Za-z][A-Za-z0-9_]*)?$/)
    .nullish(),
  /** The name in other languages (absent: kept as it is). */
  translations: translationsBodySchema.optional(),
  ...adminRecordFields,
});
export type ResourceBody = z.infer<typeof resourceBodySchema>;

/** Fields every menu resource answers. */
const resourceCommonFields = {
  id: z.string(),
  moduleId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  /** The name in other languages. */
  translations: translationsSchema,
};

/** A button, column or form field of a menu. */
export const resourceItemSchema = z.strictObject({
  ...resourceCommonFields,
  parentId: z.string(),
  bindTable: z.string().nullable(),
});
export type ResourceItem = z.infer<typeof resourceItemSchema>;

/** Body of a data permission scheme (`POST` and `PUT /api/system/ModuleDataAuthorizeScheme/{id}`). */
export const schemeBodySchema = z.object({
  /** The menu it belongs to (ignored on edit). */
  moduleId: idSchema,
  /** 1: the scheme sees every row; 0: only rows matching the condition. */
  allData: z.union([z.literal(0), z.literal(1)]).default(0),
  /** How the rules combine. */
  matchLogic: z.enum(['and', 'or']).default('and'),
  /** JSON text of the condition (`dataScopeConditionSchema`); required unless allData is 1. */
  conditionJson: z.string().max(20000).nullish(),
  /** The name in other languages (absent: kept as it is). */
  translations: translationsBodySchema.optional(),
  ...adminRecordFields,
});
export type SchemeBody = z.infer<typeof schemeBodySchema>;

/** A data permission scheme of a menu. */
export const schemeItemSchema = z.strictObject({
  ...resourceCommonFields,
  allData: z.number(),
  matchLogic: z.string(),
  conditionJson: z.string().nullable(),
});
export type SchemeItem = z.infer<typeof schemeItemSchema>;

const MENU_PATH = '/api/system/Menu';
const SYSTEM_PATH = '/api/system/System';
const MENU_ADMIN = 'system.menu';
const menuTags = ['menus'];
const can = (button?: string) => menuAuth(MENU_ADMIN, button);

/** Create, read, update and delete routes of one record kind under `base` (menu system.menu). */
const recordRoutes = <B extends z.ZodType, I extends z.ZodType>(base: string, body: B, item: I) =>
  defineRoutes({
    create: {
      method: 'POST',
      path: base,
      auth: can('btn_add'),
      body,
      answer: answer<{ id: string }>(),
      tags: menuTags,
    },
    info: {
      method: 'GET',
      path: `${base}/:id`,
      auth: can(),
      params: idParamsSchema,
      answer: item,
      tags: menuTags,
    },
    update: {
      method: 'PUT',
      path: `${base}/:id`,
      auth: can('btn_edit'),
      params: idParamsSchema,
      body,
      answer: answer<null>(),
      tags: menuTags,
    },
    remove: {
      method: 'DELETE',
      path: `${base}/:id`,
      auth: can('btn_remove'),
      params: idParamsSchema,
      answer: answer<null>(),
      tags: menuTags,
    },
  });

/** Flips a record on or off (`PUT {base}/:id/Actions/State`). */
const stateRoute = (base: string) =>
  defineRoutes({
    toggleState: {
      method: 'PUT',
      path: `${base}/:id/Actions/State`,
      auth: can('btn_edit'),
      params: idParamsSchema,
      answer: answer<null>(),
      tags: menuTags,
    },
  });

const menuTree = z.strictObject({ list: z.array(menuNodeSchema) });

/** Menus of a system (menu system.menu). */
export const menuRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: MENU_PATH,
    auth: can(),
    query: menuListQuerySchema,
    answer: menuTree,
    tags: menuTags,
  },
  bySystem: {
    method: 'GET',
    path: `${MENU_PATH}/ModuleBySystem/:systemId`,
    auth: can(),
    params: z.object({ systemId: idSchema }),
    query: z.object({ category: z.enum(MENU_CATEGORIES).optional() }),
    answer: menuTree,
    tags: menuTags,
  },
  selector: {
    method: 'GET',
    path: `${MENU_PATH}/Selector/:id/:systemId`,
    auth: can(),
    params: z.object({ id: idSchema, systemId: idSchema }),
    query: menuCategoryQuerySchema,
    answer: answer<{ list: MenuSelectorNode[] }>(),
    tags: menuTags,
  },
  ...recordRoutes(MENU_PATH, menuBodySchema, menuNodeSchema),
  ...stateRoute(MENU_PATH),
});

/** Systems (applications holding menus; menu system.menu). */
export const systemRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: SYSTEM_PATH,
    auth: can(),
    query: systemListQuerySchema,
    answer: z.strictObject({ list: z.array(systemItemSchema) }),
    tags: menuTags,
  },
  ...recordRoutes(SYSTEM_PATH, systemBodySchema, systemItemSchema),
  ...stateRoute(SYSTEM_PATH),
});

/** Routes of one kind of menu resource under `/api/system/{kind}`. */
const resourceKindRoutes = <B extends z.ZodType, I extends z.ZodType>(kind: string, body: B, item: I) => {
  const base = `/api/system/${kind}`;
  return defineRoutes({
    list: {
      method: 'GET',
      path: `${base}/:moduleId/List`,
      auth: can(),
      params: z.object({ moduleId: idSchema }),
      query: resourceListQuerySchema,
      answer: z.strictObject({ list: z.array(item) }),
      tags: menuTags,
    },
    ...recordRoutes(base, body, item),
  });
};

/** Buttons, columns, form fields and data schemes of a menu (menu system.menu). */
export const menuResourceRoutes = {
  ModuleButton: resourceKindRoutes('ModuleButton', resourceBodySchema, resourceItemSchema),
  ModuleColumn: resourceKindRoutes('ModuleColumn', resourceBodySchema, resourceItemSchema),
  ModuleForm: resourceKindRoutes('ModuleForm', resourceBodySchema, resourceItemSchema),
  ModuleDataAuthorizeScheme: resourceKindRoutes(
    'ModuleDataAuthorizeScheme',
    schemeBodySchema,
    schemeItemSchema,
  ),
};

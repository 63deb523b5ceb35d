import { z } from 'zod';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';

/** Parent id of a province (the root of the division tree). */
export const AREA_ROOT = '-1';
/** Levels of the division tree (`type`): 1 province, 2 city, 3 district, 4 street. */
export const AREA_TYPES = { province: 1, city: 2, district: 3, street: 4 } as const;
/** Deepest level a division may have. */
export const AREA_MAX_TYPE = AREA_TYPES.street;
/** Most matches a keyword search answers. */
export const AREA_SEARCH_LIMIT = 200;
/** Most id paths one `POST GetAreaByIds` may ask for. */
export const AREA_BY_IDS_MAX_PATHS = 500;
/** The official division code: digits (6 for provinces to districts, 9 for streets). */
export const AREA_CODE_PATTERN = /^\d{1,12}$/;

/** Body of `POST /api/system/Area` and `PUT /{id}`: the level follows from the parent. */
export const areaBodySchema = z.object({
  /** Parent division, or "-1" for a province. */
  parentId: idSchema.default(AREA_ROOT),
  /** Name shown everywhere (pattern checked by the server). */
  fullName: z.string().trim().min(1).max(50),
  /** Official division code, unique (digits only, checked by the server). */
  enCode: z.string().trim().min(1).max(20),
  /** Pinyin initials or any short search form. */
  quickQuery: z.string().trim().max(50).nullish(),
  /** Smaller first. */
  sortCode: z.coerce.number().int().min(0).max(999999).default(0),
  /** 1 on, 0 off. */
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Free note. */
  description: z.string().trim().max(500).nullish(),
});
export type AreaBody = z.infer<typeof areaBodySchema>;

/** Query of `GET /api/system/Area/{parentId}`. */
export const areaChildrenQuerySchema = z.object({
  /** Searches name, code and quick query over every level instead of listing children. */
  keyword: z.string().trim().max(100).optional(),
});
export type AreaChildrenQuery = z.infer<typeof areaChildrenQuerySchema>;

/** Body of `POST /api/system/Area/GetAreaByIds`: id paths (province first) of saved addresses. */
export const areaByIdsBodySchema = z.object({
  /** One id path per saved address. */
  idsList: z.array(z.array(idSchema).max(AREA_MAX_TYPE)).max(AREA_BY_IDS_MAX_PATHS),
});
export type AreaByIdsBody = z.infer<typeof areaByIdsBodySchema>;

/** Fields of a division as the API shows it. */
const areaItemFields = {
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  quickQuery: z.string().nullable(),
  /** 1 province, 2 city, 3 district, 4 street. */
  type: z.number(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
};

/** A division in `GET /{id}/Info` (strict: a field not named here never reaches a caller). */
export const areaItemSchema = z.strictObject(areaItemFields);
export type AreaItem = z.infer<typeof areaItemSchema>;

/** A division in the children list, the keyword search and the parent selector (strict). */
export const areaNodeSchema = z.strictObject({
  ...areaItemFields,
  /** Whether live children exist (in the selector: children that may be parents). */
  hasChildren: z.boolean(),
  isLeaf: z.boolean(),
});
export type AreaNode = z.infer<typeof areaNodeSchema>;

/** Answer of `GET /{parentId}` and `GET /{id}/Selector/{excludeId}` (strict). */
export const areaNodeListSchema = z.strictObject({ list: z.array(areaNodeSchema) });
export type AreaNodeList = z.infer<typeof areaNodeListSchema>;

/** Answer of `POST GetAreaByIds`: per requested path, the names of the ids found, in path order. */
export type AreaNamesList = string[][];

const AREA = '/api/system/Area';
const AREA_MENU = 'system.area';
const tags = ['area'];
const idParams = z.object({ id: idSchema });

/** Administrative divisions (menu system.area); `children` and `names` serve the address picker. */
export const areaRoutes = defineRoutes({
  /** Children of a division ("-1": the provinces), or with a keyword matches of every level. */
  children: {
    method: 'GET',
    path: `${AREA}/:parentId`,
    auth: 'user',
    params: z.object({ parentId: idSchema }),
    query: areaChildrenQuerySchema,
    answer: areaNodeListSchema,
    tags,
  },
  /** Names of saved id paths, in path order. */
  names: {
    method: 'POST',
    path: `${AREA}/GetAreaByIds`,
    auth: 'user',
    body: areaByIdsBodySchema,
    answer: answer<AreaNamesList>(),
    tags,
  },
  /** Children of `id` that may be parents, without `excludeId` and its subtree. */
  selector: {
    method: 'GET',
    path: `${AREA}/:id/Selector/:excludeId`,
    auth: menuAuth(AREA_MENU),
    params: z.object({ id: idSchema, excludeId: idSchema }),
    answer: areaNodeListSchema,
    tags,
  },
  info: {
    method: 'GET',
    path: `${AREA}/:id/Info`,
    auth: menuAuth(AREA_MENU),
    params: idParams,
    answer: areaItemSchema,
    tags,
  },
  create: {
    method: 'POST',
    path: AREA,
    auth: menuAuth(AREA_MENU, 'btn_add'),
    body: areaBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  update: {
    method: 'PUT',
    path: `${AREA}/:id`,
    auth: menuAuth(AREA_MENU, 'btn_edit'),
    params: idParams,
    body: areaBodySchema,
    answer: answer<null>(),
    tags,
  },
  /** Flips the division between enabled and disabled. */
  toggleState: {
    method: 'PUT',
    path: `${AREA}/:id/Actions/State`,
    auth: menuAuth(AREA_MENU, 'btn_edit'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${AREA}/:id`,
    auth: menuAuth(AREA_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
});

import { z } from 'zod';
import { idSchema } from './organize.contract';

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

/** A division in `GET /{id}/Info`. */
export interface AreaItem {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  quickQuery: string | null;
  /** 1 province, 2 city, 3 district, 4 street. */
  type: number;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** A division in the children list, the keyword search and the parent selector. */
export interface AreaNode extends AreaItem {
  /** Whether live children exist (in the selector: children that may be parents). */
  hasChildren: boolean;
  isLeaf: boolean;
}

/** Answer of `GET /{parentId}` and `GET /{id}/Selector/{excludeId}`. */
export interface AreaNodeList {
  list: AreaNode[];
}

/** Answer of `POST GetAreaByIds`: per requested path, the names of the ids found, in path order. */
export type AreaNamesList = string[][];

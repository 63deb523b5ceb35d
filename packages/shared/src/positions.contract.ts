import { z } from 'zod';
import { pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';

/** Body of `POST /api/permission/Position` and `PUT /{id}`. */
export const positionBodySchema = z.object({
  /** The enabled organisation the position sits in. */
  organizeId: idSchema,
  /** Position kind (a dictionary value). */
  type: z.string().trim().max(50).nullish(),
  ...adminRecordFields,
});
export type PositionBody = z.infer<typeof positionBodySchema>;

/** Query of `GET /api/permission/Position`: page, keyword, organisation (with its sub-organisations). */
export const positionListQuerySchema = pageQuerySchema.extend({
  /** Only positions of this organisation and its descendants. */
  organizeId: z.string().trim().max(64).optional(),
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

/** Body of `POST /api/permission/Position/getListByOrgIds`. */
export const organizeIdsBodySchema = z.object({
  /** Organisations whose positions are wanted. */
  organizeIds: z.array(idSchema).max(1000).default([]),
});
export type OrganizeIdsBody = z.infer<typeof organizeIdsBodySchema>;

/** Body of `POST /api/permission/Position/PositionCondition`: position ids. */
export const positionConditionBodySchema = z.object({
  /** Positions whose nodes are wanted. */
  ids: z.array(idSchema).max(1000).default([]),
  /** Optional name filter. */
  keyword: z.string().trim().max(200).optional(),
});
export type PositionConditionBody = z.infer<typeof positionConditionBodySchema>;

/** A position in lists and in `GET /{id}`. */
export interface PositionItem {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  organizeId: string;
  /** Slash-joined names of its organisation's path. */
  organize: string;
  /** Ids from the top organisation down to its own. */
  organizeIds: string[];
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** A node of the position picker: organisations with their positions as leaves. */
export interface PositionSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** company, department or position. */
  type: string;
  icon: string;
  organize: string;
  organizeIds: string[];
  hasChildren: boolean;
  isLeaf: boolean;
  children: PositionSelectorNode[];
}

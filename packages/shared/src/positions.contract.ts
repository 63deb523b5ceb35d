import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

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

/** Name, code and kind: how a position, role or group item starts. */
export const namedItemFields = {
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
};

/** Order, state, description and creation time: how a position, role or group item ends. */
export const itemStateFields = {
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
};

/** A position in lists and in `GET /{id}` (strict: a field not named here never reaches a caller). */
export const positionItemSchema = z.strictObject({
  ...namedItemFields,
  organizeId: z.string(),
  /** Slash-joined names of its organisation's path. */
  organize: z.string(),
  /** Its organisation's own name (the field the JNPF client reads). */
  department: z.string(),
  /** Ids from the top organisation down to its own. */
  organizeIds: z.array(z.string()),
  ...itemStateFields,
});
export type PositionItem = z.infer<typeof positionItemSchema>;

/** A node of a picker of organisations with leaves under them (positions, roles). */
export interface OrganizeLeafNode<N> {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** global, company, department, or the leaf's kind (position, role). */
  type: string;
  icon: string;
  organize: string;
  organizeIds: string[];
  hasChildren: boolean;
  isLeaf: boolean;
  children: N[];
}

/** A node of the position picker: organisations with their positions as leaves. */
export type PositionSelectorNode = OrganizeLeafNode<PositionSelectorNode>;

const POSITION = '/api/permission/Position';
const POSITION_MENU = 'permission.position';
const positionTags = ['positions'];

/** Position administration (menu permission.position) and the position pickers. */
export const positionRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: POSITION,
    auth: menuAuth(POSITION_MENU),
    query: positionListQuerySchema,
    answer: pagedSchema(positionItemSchema),
    tags: positionTags,
  },
  selector: {
    method: 'GET',
    path: `${POSITION}/Selector`,
    auth: 'user',
    answer: answer<{ list: PositionSelectorNode[] }>(),
    tags: positionTags,
  },
  all: {
    method: 'GET',
    path: `${POSITION}/All`,
    auth: menuAuth(POSITION_MENU),
    answer: answer<{ list: PositionItem[] }>(),
    tags: positionTags,
  },
  byOrganizes: {
    method: 'POST',
    path: `${POSITION}/getListByOrgIds`,
    auth: 'user',
    body: organizeIdsBodySchema,
    answer: answer<{ list: PositionItem[] }>(),
    tags: positionTags,
  },
  condition: {
    method: 'POST',
    path: `${POSITION}/PositionCondition`,
    auth: 'user',
    body: positionConditionBodySchema,
    answer: answer<{ list: PositionItem[] }>(),
    tags: positionTags,
  },
  create: {
    method: 'POST',
    path: POSITION,
    auth: menuAuth(POSITION_MENU, 'btn_add'),
    body: positionBodySchema,
    answer: answer<{ id: string }>(),
    tags: positionTags,
  },
  info: {
    method: 'GET',
    path: `${POSITION}/:id`,
    auth: menuAuth(POSITION_MENU),
    params: idParamsSchema,
    answer: positionItemSchema,
    tags: positionTags,
  },
  update: {
    method: 'PUT',
    path: `${POSITION}/:id`,
    auth: menuAuth(POSITION_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: positionBodySchema,
    answer: answer<null>(),
    tags: positionTags,
  },
  remove: {
    method: 'DELETE',
    path: `${POSITION}/:id`,
    auth: menuAuth(POSITION_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: positionTags,
  },
});

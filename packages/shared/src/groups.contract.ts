import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { adminRecordFields, organizeTreeQuerySchema } from './organize.contract';
import { itemStateFields, namedItemFields } from './positions.contract';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

/** Body of `POST /api/permission/Group` and `PUT /{id}`. */
export const groupBodySchema = z.object({
  /** Group kind (free text, e.g. committee). */
  type: z.string().trim().max(50).nullish(),
  ...adminRecordFields,
});
export type GroupBody = z.infer<typeof groupBodySchema>;

/** Query of `GET /api/permission/Group`. */
export const groupListQuerySchema = pageQuerySchema;
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

/** A permission group in lists and in `GET /{id}` (strict). */
export const groupItemSchema = z.strictObject({ ...namedItemFields, ...itemStateFields });
export type GroupItem = z.infer<typeof groupItemSchema>;

/** A node of the group picker. */
export interface GroupSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** Always group. */
  type: 'group';
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
  children: GroupSelectorNode[];
}

const GROUP = '/api/permission/Group';
const GROUP_MENU = 'permission.group';
const groupTags = ['groups'];

/** Permission group administration (menu permission.group) and the group picker. */
export const groupRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: GROUP,
    auth: menuAuth(GROUP_MENU),
    query: groupListQuerySchema,
    answer: pagedSchema(groupItemSchema),
    tags: groupTags,
  },
  selector: {
    method: 'GET',
    path: `${GROUP}/Selector`,
    auth: 'user',
    query: organizeTreeQuerySchema,
    answer: answer<{ list: GroupSelectorNode[] }>(),
    tags: groupTags,
  },
  create: {
    method: 'POST',
    path: GROUP,
    auth: menuAuth(GROUP_MENU, 'btn_add'),
    body: groupBodySchema,
    answer: answer<{ id: string }>(),
    tags: groupTags,
  },
  info: {
    method: 'GET',
    path: `${GROUP}/:id`,
    auth: menuAuth(GROUP_MENU),
    params: idParamsSchema,
    answer: groupItemSchema,
    tags: groupTags,
  },
  update: {
    method: 'PUT',
    path: `${GROUP}/:id`,
    auth: menuAuth(GROUP_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: groupBodySchema,
    answer: answer<null>(),
    tags: groupTags,
  },
  remove: {
    method: 'DELETE',
    path: `${GROUP}/:id`,
    auth: menuAuth(GROUP_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: groupTags,
  },
});

import { z } from 'zod';
import { pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';

/** Id of the "global" category in the role picker (roles with globalMark 1). */
export const GLOBAL_ROLE_CATEGORY_ID = '1';

/** Body of `POST /api/permission/Role` and `PUT /{id}`. */
export const roleBodySchema = z.object({
  /** Role kind (free text). */
  type: z.string().trim().max(50).nullish(),
  /** 1 a global role; 0 a role of the organisations in `organizeIds`. */
  globalMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The live organisations an organisation role belongs to (ignored for a global role). */
  organizeIds: z.array(idSchema).max(200).default([]),
  ...adminRecordFields,
});
export type RoleBody = z.infer<typeof roleBodySchema>;

/** Query of `GET /api/permission/Role`: page, keyword, organisation ('1' = global roles). */
export const roleListQuerySchema = pageQuerySchema.extend({
  /** Roles of this organisation and its sub-organisations; '1' for the global roles. */
  organizeId: z.string().trim().max(64).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** A role in lists and in `GET /{id}`. */
export interface RoleItem {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  globalMark: number;
  /** Organisations of an organisation role. */
  organizeIds: string[];
  /** Their slash-joined name paths, comma-joined. */
  organizeInfo: string;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

/** A node of the role picker: 全局 (id '1') and organisations, with roles as leaves. */
export interface RoleSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** global, company, department or role. */
  type: string;
  icon: string;
  /** Unique per node (a role sits under each of its organisations). */
  onlyId: string;
  organize: string;
  organizeIds: string[];
  hasChildren: boolean;
  isLeaf: boolean;
  children: RoleSelectorNode[];
}

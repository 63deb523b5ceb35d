import { z } from 'zod';
import { pageQuerySchema } from './list';
import { adminRecordFields } from './organize.contract';

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

/** A permission group in lists and in `GET /{id}`. */
export interface GroupItem {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
}

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

import { z } from 'zod';
import { PATTERNS, type PatternRule } from './validation';

/** Code of an organisation, position or group (spec 02 §5). */
export const CODE_RULE: PatternRule = PATTERNS.enCode;

/** Name without special characters (spec 02 §5). */
export const NAME_RULE: PatternRule = PATTERNS.fullName;

/** The pseudo parent id of top-level organisations. */
export const ORGANIZE_ROOT_ID = '-1';

/** An id in a path or body. */
export const idSchema = z.string().trim().min(1).max(64);

/** Fields every administered record shares (sort order, on/off, note). */
export const adminRecordFields = {
  /** Name shown everywhere (pattern checked by the server, message in the caller's language). */
  fullName: z.string().trim().min(1).max(50),
  /** Unique code (pattern checked by the server). */
  enCode: z.string().trim().min(1).max(50),
  /** Smaller first. */
  sortCode: z.coerce.number().int().min(0).max(999999).default(0),
  /** 1 on, 0 off. */
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Free note. */
  description: z.string().trim().max(500).nullish(),
};

/** Body of `POST /api/permission/Organize` and `PUT /{id}`: a company or department. */
export const organizeBodySchema = z.object({
  /** Parent organisation, or "-1" for a top-level company. */
  parentId: idSchema,
  /** Company or department. */
  category: z.enum(['company', 'department']),
  /** The manager (a user id). */
  managerId: z.string().trim().max(64).nullish(),
  ...adminRecordFields,
});
export type OrganizeBody = z.infer<typeof organizeBodySchema>;

/** Body of `POST /api/permission/Organize/Department` and `PUT .../Department/{id}`. */
export const departmentBodySchema = organizeBodySchema.omit({ category: true });
export type DepartmentBody = z.infer<typeof departmentBodySchema>;

/** Query of the organisation tree. */
export const organizeTreeQuerySchema = z.object({
  /** Keeps matching nodes (name or code) with their ancestors. */
  keyword: z.string().trim().max(200).optional(),
  /**
   * Without a keyword: only the direct children of this node ("-1" the top level), each with
   * `hasChildren` and no `children`, for trees that load a level on expanding (10,000 departments).
   */
  parentId: z.string().trim().max(50).optional(),
});
export type OrganizeTreeQuery = z.infer<typeof organizeTreeQuerySchema>;

/** Body of `POST /api/permission/Organize/OrganizeCondition`: organisation ids. */
export const organizeConditionBodySchema = z.object({
  /** Organisations whose nodes are wanted. */
  ids: z.array(idSchema).max(1000).default([]),
  /** Optional name filter. */
  keyword: z.string().trim().max(200).optional(),
});
export type OrganizeConditionBody = z.infer<typeof organizeConditionBodySchema>;

/** A node of the organisation tree (companies and departments). */
export interface OrganizeNode {
  id: string;
  /** "-1" at the top. */
  parentId: string;
  fullName: string;
  enCode: string;
  /** company or department. */
  category: string;
  /** Same as category; pickers select by type. */
  type: string;
  icon: string;
  /** Slash-joined names from the top. */
  organize: string;
  /** Ids from the top down to this node. */
  organizeIds: string[];
  managerId: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorTime: number;
  hasChildren: boolean;
  children: OrganizeNode[];
}

/** Answer of `GET /api/permission/Organize/{id}`. */
export interface OrganizeInfo {
  id: string;
  parentId: string;
  category: string;
  fullName: string;
  enCode: string;
  managerId: string | null;
  sortCode: number;
  enabledMark: number;
  description: string | null;
  /** Ids from the top down to this node. */
  organizeIdTree: string[];
  creatorTime: number;
}

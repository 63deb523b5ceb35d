import { CODE_RULE, NAME_RULE, type OrganizeNode } from '@tessera/shared';
import type { MessageKey } from '@/locales/zh';

type Translate = (key: MessageKey) => string;

/** Form rules of a name: required, at most 50, no special characters (spec 02 section 5). */
export function nameRules(t: Translate) {
  return [
    { required: true, whitespace: true, message: t('organize.required.fullName') },
    { max: 50 },
    { pattern: NAME_RULE.pattern, message: t('validation.fullName') },
  ];
}

/** Form rules of a code: required, at most 50, letters, digits and inner dots (spec 02 section 5). */
export function codeRules(t: Translate) {
  return [
    { required: true, whitespace: true, message: t('organize.required.enCode') },
    { max: 50 },
    { pattern: CODE_RULE.pattern, message: t('validation.enCode') },
  ];
}

/** A row of the organisation tree table: leaves carry no children (no expand icon). */
export type OrganizeRow = Omit<OrganizeNode, 'children'> & { children?: OrganizeRow[] };

/** The tree as table rows. */
export function toRows(nodes: readonly OrganizeNode[]): OrganizeRow[] {
  return nodes.map(({ children, ...node }) =>
    children.length ? { ...node, children: toRows(children) } : { ...node },
  );
}

/** Every id of a tree (to expand it all). */
export function allIds(nodes: readonly OrganizeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children)]);
}

/** A node of the parent picker. */

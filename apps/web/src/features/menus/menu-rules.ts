import {
  BUTTON_CODE_RULE,
  CODE_RULE,
  FIELD_CODE_RULE,
  HTTP_URL_RULE,
  MENU_ROOT_ID,
  VIEW_PATH_RULE,
  type MenuBody,
  type MenuCategory,
  type MenuNode,
  type MenuSelectorNode,
} from '@tessera/shared';
import type { MessageKey } from '@/locales/zh';

type Translate = (key: MessageKey) => string;

/** Menu types offered when adding a menu, with their tag colour. */
export const MENU_TYPES = [
  { value: 1, color: 'gold' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'cyan' },
  { value: 4, color: 'purple' },
  { value: 5, color: 'geekblue' },
  { value: 6, color: 'magenta' },
  { value: 7, color: 'green' },
  { value: 8, color: 'volcano' },
] as const;

/** The tag colour of a type (0, the system node, looks like a directory). */
export const typeColor = (type: number) => MENU_TYPES.find((m) => m.value === type)?.color ?? 'gold';

/** The translation key of a type's name. */
export const typeKey = (type: number) => `menus.type.${type === 0 ? 1 : type}` as MessageKey;

/** Which fields a type's form shows. */
export function fieldsOf(type: number) {
  return {
    /** A relative views path (page) or an http(s) address (big screen, link). */
    url: type === 2 ? 'path' : type === 6 || type === 7 ? 'link' : undefined,
    /** Link target. */
    target: type === 6 || type === 7,
    /** Id of the design shown (online feature, report, big screen, portal). */
    design: type === 3 || type === 5 || type === 6 || type === 8,
  } as const;
}

/** What a code of each kind must look like: a menu's or system's, a button's, a column's or field's. */
export function codeRuleOf(kind: 'menu' | 'button' | 'field' = 'menu'): {
  pattern: RegExp;
  message: MessageKey;
} {
  if (kind === 'button') return { pattern: BUTTON_CODE_RULE.pattern, message: 'menus.rule.button' };
  if (kind === 'field') return { pattern: FIELD_CODE_RULE.pattern, message: 'menus.rule.field' };
  return { pattern: CODE_RULE.pattern, message: 'menus.rule.enCode' };
}

/** Form rules of a code, by its kind (for a code field the shared `CodeField` cannot show, e.g. a locked one). */
export function codeRules(t: Translate, kind: 'menu' | 'button' | 'field' = 'menu') {
  const rule = codeRuleOf(kind);
  return [
    { required: true, whitespace: true, message: t('menus.required.enCode') },
    { max: 50 },
    { pattern: rule.pattern, message: t(rule.message) },
  ];
}

/** Form rules of the address of a type. */
export function urlRules(t: Translate, type: number) {
  const { url } = fieldsOf(type);
  if (url === 'path')
    return [
      { required: true, whitespace: true, message: t('menus.required.urlAddress') },
      { pattern: VIEW_PATH_RULE.pattern, message: t('menus.rule.viewPath') },
    ];
  if (url === 'link')
    return [
      { required: type === 7, whitespace: true, message: t('menus.required.urlAddress') },
      { pattern: HTTP_URL_RULE.pattern, message: t('menus.rule.link') },
    ];
  return [];
}

/** A row of the menu tree table: leaves carry no children (no expand icon). */
export type MenuRow = Omit<MenuNode, 'children'> & { children?: MenuRow[] };

/** The tree as table rows. */
export function toRows(nodes: readonly MenuNode[]): MenuRow[] {
  return nodes.map(({ children, ...node }) =>
    children.length ? { ...node, children: toRows(children) } : { ...node },
  );
}

/** Every id of a tree (to expand it all). */
export function allIds(nodes: readonly { id: string; children?: readonly unknown[] }[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds((n.children ?? []) as { id: string }[])]);
}

/** A node of the parent picker. */
export interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

/** The parent picker: the top level, then the directories the server offered. */
export function parentOptions(nodes: readonly MenuSelectorNode[], rootTitle: string): ParentOption[] {
  const walk = (list: readonly MenuSelectorNode[]): ParentOption[] =>
    list.map((n) => ({
      value: n.id,
      title: n.fullName,
      ...(n.children.length ? { children: walk(n.children) } : {}),
    }));
  return [{ value: MENU_ROOT_ID, title: rootTitle, children: walk(nodes) }];
}

/** What the menu form holds (propertyJson split into its design id). */
export interface MenuFormValues {
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon?: string;
  urlAddress?: string;
  linkTarget?: '_self' | '_blank';
  moduleId?: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description?: string;
  /** The name in other languages. */
  translations?: { zhtw?: string; en?: string };
}

/** The form values of a stored menu. */
export function formValuesOf(node: MenuNode): MenuFormValues {
  let moduleId: string | undefined;
  try {
    const parsed = JSON.parse(node.propertyJson) as { moduleId?: unknown };
    if (typeof parsed.moduleId === 'string') moduleId = parsed.moduleId;
  } catch {
    // a malformed property text just leaves the design empty
  }
  return {
    parentId: node.parentId,
    type: node.type,
    fullName: node.fullName,
    enCode: node.enCode,
    icon: node.icon || undefined,
    urlAddress: node.urlAddress || undefined,
    linkTarget: node.linkTarget === '_self' ? '_self' : node.linkTarget === '_blank' ? '_blank' : undefined,
    moduleId,
    sortCode: node.sortCode,
    enabledMark: node.enabledMark === 0 ? 0 : 1,
    description: node.description ?? undefined,
    translations: { zhtw: node.translations.zhtw, en: node.translations.en },
  };
}

function parseProperty(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : {};
  } catch {
    return {};
  }
}

/** The body sent for form values; fields the type does not use are dropped. */
export function bodyOf(
  values: MenuFormValues,
  ctx: { systemId: string; category: MenuCategory; propertyJson?: string },
): MenuBody {
  const fields = fieldsOf(values.type);
  const property = parseProperty(ctx.propertyJson);
  delete property.moduleId;
  if (fields.design && values.moduleId?.trim()) property.moduleId = values.moduleId.trim();
  return {
    parentId: values.parentId || MENU_ROOT_ID,
    systemId: ctx.systemId,
    category: ctx.category,
    type: values.type,
    fullName: values.fullName,
    enCode: values.enCode,
    icon: values.icon?.trim() || null,
    urlAddress: fields.url ? values.urlAddress?.trim() || null : null,
    linkTarget: fields.target ? (values.linkTarget ?? '_blank') : null,
    propertyJson: Object.keys(property).length ? JSON.stringify(property) : null,
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark ?? 1,
    description: values.description?.trim() || null,
    translations: { zhtw: values.translations?.zhtw ?? null, en: values.translations?.en ?? null },
  };
}

import { compileRegRule } from './reg-list';
import { FORM_LIMITS } from './limits';
import { problem, type DesignProblem } from './problems';
import type { FieldItem } from './form-data';
import { childrenOf, fieldName, type WalkedField } from './walk';

const FOLDER_SEGMENT = /^[a-zA-Z0-9][a-zA-Z0-9-_]{0,99}$/;
const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);

/** Whether an address is an absolute http(s) URL. */
export function isHttpUrl(href: unknown): boolean {
  if (typeof href !== 'string' || !/^https?:\/\//i.test(href.trim())) return false;
  try {
    const url = new URL(href.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether a link widget's address is allowed: http(s), or mailto/tel as spec 02 §2 opens them. */
export const isLinkHref = (href: unknown): boolean =>
  isHttpUrl(href) ||
  (typeof href === 'string' &&
    /^(?:mailto:[^\s<>"]+@[^\s<>"]+|tel:\+?[0-9][0-9 ()-]{0,30})$/i.test(href.trim()));

/** Whether an upload folder (`pathType: selfPath`) is `seg/seg/…` of safe segments. */
export const isValidFolder = (folder: unknown): boolean =>
  typeof folder === 'string' && folder.split('/').every((s) => FOLDER_SEGMENT.test(s));

/** The settings a widget kind needs before the design can be saved (form-model.md §2). */
export function checkWidgetSettings(w: WalkedField): DesignProblem[] {
  const { field, kind, path } = w;
  const at = (code: DesignProblem['code'], params: Record<string, string | number> = {}) =>
    problem(code, path, { field: fieldName(field), ...params }, field.__config__.formId);
  if (!kind) return [at('formDesignUnknownWidget', { key: String(field.__config__.jnpfKey).slice(0, 64) })];
  const out: DesignProblem[] = [];
  const need = (code: DesignProblem['code'], ...values: unknown[]) => {
    if (!values.every(filled)) out.push(at(code));
  };
  switch (kind.key) {
    case 'billRule':
      need('formDesignBillRuleMissing', field.__config__.rule);
      break;
    case 'relationForm':
      need('formDesignRelationFormIncomplete', field.modelId, field.relationField);
      break;
    case 'popupSelect':
    case 'popupTableSelect':
      need('formDesignPopupIncomplete', field.interfaceId, field.propsValue, field.relationField);
      break;
    case 'autoComplete':
      need('formDesignAutoCompleteIncomplete', field.interfaceId, field.relationField);
      break;
    case 'relationFormAttr':
    case 'popupAttr':
      need('formDesignAttrIncomplete', field.relationField, field.showField);
      break;
    case 'uploadFile':
    case 'uploadImg':
      if (field.pathType === 'selfPath' && !isValidFolder(field.folder))
        out.push(at('formDesignFolderInvalid'));
      break;
    case 'link':
      if (!isLinkHref(field.href)) out.push(at('formDesignHrefInvalid'));
      break;
    case 'iframe':
      if (!isHttpUrl(field.href)) out.push(at('formDesignHrefInvalid'));
      break;
  }
  out.push(...checkRegList(w), ...checkContainer(w));
  return out;
}

function checkRegList({ field, path }: WalkedField): DesignProblem[] {
  const list = field.__config__.regList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((rule: unknown, i) => {
    const pattern = (rule as { pattern?: unknown } | null)?.pattern;
    const params = { field: fieldName(field) };
    const at = `${path}.__config__.regList[${i}]`;
    if (typeof pattern === 'string' && pattern.length > FORM_LIMITS.maxPattern)
      return [
        problem(
          'formDesignRegexTooLong',
          at,
          { ...params, max: FORM_LIMITS.maxPattern },
          field.__config__.formId,
        ),
      ];
    if (compileRegRule(pattern)) return [];
    return [
      problem(
        'formDesignRegexInvalid',
        at,
        { ...params, pattern: String(pattern).slice(0, 60) },
        field.__config__.formId,
      ),
    ];
  });
}

const hasWidget = (items: ReturnType<typeof childrenOf>): boolean =>
  items.some((c) =>
    ['tableGridTr', 'tableGridTd'].includes(c.__config__.jnpfKey) ? hasWidget(childrenOf(c)) : true,
  );

/** An empty container blocks saving: rows, cards, sub-tables, every pane, and a grid without any widget. */
function checkContainer({ field, kind, path, parent }: WalkedField): DesignProblem[] {
  if (!kind?.container || kind.key === 'tableGridTr' || kind.key === 'tableGridTd') return [];
  const empty = kind.key === 'tableGrid' ? !hasWidget(childrenOf(field)) : childrenOf(field).length === 0;
  if (!empty) return [];
  return [
    problem(
      'formDesignContainerEmpty',
      path,
      { field: containerName(field, kind.group, parent) },
      field.__config__.formId,
    ),
  ];
}

/** A pane is named by its container and its title (or number): "Details / Tab 2". */
function containerName(field: FieldItem, group: string, parent: FieldItem | undefined): string {
  if (group !== 'pane') return fieldName(field);
  const title =
    typeof field.title === 'string' && field.title.trim() ? field.title.trim() : String(field.name ?? '');
  return `${parent ? fieldName(parent) : ''} / ${title}`.slice(0, 120);
}

/** A sub-table holds only the kinds allowed as its columns (form-model.md §3, spec 02 §3). */
export function checkSubTableColumn(w: WalkedField): DesignProblem[] {
  const { field, kind, table, path } = w;
  if (!table || !kind || kind.subTableColumn) return [];
  if (!table.__config__.children?.includes(field)) return []; // reported at the sub-table's child already
  return [
    problem(
      'formDesignSubTableColumn',
      path,
      { field: fieldName(field), table: fieldName(table), key: kind.key },
      field.__config__.formId,
    ),
  ];
}

import type {
  DataInterfaceBody,
  DataInterfaceInfo,
  DataInterfaceKeyValue,
  DataInterfaceParam,
} from '@tessera/shared';

/** The editor's values (flat, one field per control). */
export interface DataInterfaceFormValues {
  fullName: string;
  enCode: string;
  categoryId: string;
  type: 1 | 2 | 3;
  hasPage: boolean;
  sortCode: number;
  enabledMark: boolean;
  description?: string | null;
  timeLimitMs: number;
  rowLimit: number;
  sql: string;
  staticData: string;
  method: 1 | 2;
  url: string;
  header: DataInterfaceKeyValue[];
  query: DataInterfaceKeyValue[];
  body: string;
  bodyType: 0 | 1 | 2 | 3;
  responsePath?: string | null;
  parameterJson: DataInterfaceParam[];
  /** Roles whose members may run it from anywhere. */
  roleIds: string[];
}

/** Starting values of a new interface. */
export const EMPTY_VALUES: DataInterfaceFormValues = {
  fullName: '',
  enCode: '',
  categoryId: '',
  type: 1,
  hasPage: false,
  sortCode: 0,
  enabledMark: true,
  description: '',
  timeLimitMs: 5000,
  rowLimit: 1000,
  sql: '',
  staticData: '[]',
  method: 1,
  url: '',
  header: [],
  query: [],
  body: '',
  bodyType: 0,
  responsePath: '',
  parameterJson: [],
  roleIds: [],
};

/** A stored interface as editor values. */
export function toFormValues(info: DataInterfaceInfo): DataInterfaceFormValues {
  const c = info.dataConfigJson;
  return {
    fullName: info.fullName,
    enCode: info.enCode,
    categoryId: info.categoryId,
    type: info.type,
    hasPage: info.hasPage === 1,
    sortCode: info.sortCode,
    enabledMark: info.enabledMark === 1,
    description: info.description,
    timeLimitMs: info.timeLimitMs,
    rowLimit: info.rowLimit,
    sql: c.sqlData.sql,
    staticData: c.staticData || '[]',
    method: c.apiData.method,
    url: c.apiData.url,
    header: c.apiData.header,
    query: c.apiData.query,
    body: c.apiData.body,
    bodyType: c.apiData.bodyType,
    responsePath: info.responsePath,
    parameterJson: info.parameterJson,
    roleIds: info.roleIds ?? [],
  };
}

/** Editor values as the request body. */
export function toBody(v: DataInterfaceFormValues): DataInterfaceBody {
  return {
    fullName: v.fullName,
    enCode: v.enCode,
    categoryId: v.categoryId,
    type: v.type,
    hasPage: v.hasPage ? 1 : 0,
    sortCode: Number(v.sortCode) || 0,
    enabledMark: v.enabledMark ? 1 : 0,
    description: v.description || null,
    timeLimitMs: Number(v.timeLimitMs) || 5000,
    rowLimit: Number(v.rowLimit) || 1000,
    responsePath: v.responsePath || null,
    roleIds: Array.isArray(v.roleIds) ? v.roleIds : [],
    parameterJson: (v.parameterJson ?? []).map((p) => ({
      field: p.field,
      fieldName: p.fieldName || null,
      dataType: p.dataType ?? 'varchar',
      required: p.required ? 1 : 0,
      defaultValue: p.defaultValue || null,
    })),
    dataConfigJson: {
      staticData: v.staticData ?? '',
      sqlData: { sql: v.sql ?? '' },
      apiData: {
        method: v.method ?? 1,
        url: v.url ?? '',
        header: v.header ?? [],
        query: v.query ?? [],
        body: v.body ?? '',
        bodyType: v.bodyType ?? 0,
      },
    },
  };
}

/** Whether a text is a JSON array of objects (the static type's rule). */
export function isRecordArray(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      Array.isArray(value) && value.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))
    );
  } catch {
    return false;
  }
}

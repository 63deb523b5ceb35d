import {
  DATA_INTERFACE_SECRET_MASK,
  dataInterfaceConfigSchema,
  dataInterfaceParamSchema,
  type DataInterfaceBody,
  type DataInterfaceConfig,
  type DataInterfaceInfo,
  type DataInterfaceItem,
  type DataInterfaceParam,
  type DataInterfaceType,
} from '@tessera/shared';
import { z } from 'zod';
import type { InterfaceRow } from './data-interface.repository';
import type { RunnableInterface } from './data-interface.runtime';

const paramsSchema = z.array(dataInterfaceParamSchema);

/** The stored settings (parsed; a damaged row reads as empty settings). */
export function storedConfig(row: InterfaceRow): DataInterfaceConfig {
  try {
    return dataInterfaceConfigSchema.parse(JSON.parse(row.data_config_json));
  } catch {
    return dataInterfaceConfigSchema.parse({});
  }
}

/** The stored parameters. */
export function storedParams(row: InterfaceRow): DataInterfaceParam[] {
  try {
    return paramsSchema.parse(JSON.parse(row.parameter_json));
  } catch {
    return [];
  }
}

/** A row as a list item, with the names of the roles granted to run it. */
export const toItem = (r: InterfaceRow, roleNames: string[] = []): DataInterfaceItem => ({
  id: r.id,
  categoryId: r.category_id,
  fullName: r.full_name,
  enCode: r.en_code,
  type: Number(r.type) as DataInterfaceType,
  hasPage: Number(r.has_page),
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
  roleNames,
});

/** Settings with header values replaced by the mask (or blanked, for export files). */
export function maskHeaders(
  config: DataInterfaceConfig,
  mask = DATA_INTERFACE_SECRET_MASK,
): DataInterfaceConfig {
  return {
    ...config,
    apiData: {
      ...config.apiData,
      header: config.apiData.header.map((h) => ({ field: h.field, value: h.value ? mask : '' })),
    },
  };
}

/** A row as `GET /{id}` shows it: header values masked, with the ids of the granted roles. */
export const toInfo = (r: InterfaceRow, roleIds: string[] = []): DataInterfaceInfo => ({
  ...toItem(r),
  roleIds,
  dataConfigJson: maskHeaders(storedConfig(r)),
  parameterJson: storedParams(r),
  responsePath: r.response_path,
  timeLimitMs: Number(r.time_limit_ms),
  rowLimit: Number(r.row_limit),
});

/** A row as the runtime needs it. */
export const toRunnable = (r: InterfaceRow): RunnableInterface => ({
  type: Number(r.type),
  config: storedConfig(r),
  params: storedParams(r),
  responsePath: r.response_path,
  timeLimitMs: Number(r.time_limit_ms),
  rowLimit: Number(r.row_limit),
});

/** A body (draft or import) as the runtime needs it. */
export const bodyToRunnable = (b: DataInterfaceBody): RunnableInterface => ({
  type: b.type,
  config: b.dataConfigJson,
  params: b.parameterJson,
  responsePath: b.responsePath ?? null,
  timeLimitMs: b.timeLimitMs,
  rowLimit: b.rowLimit,
});

/** A row as an export entry (header values blanked: secrets never leave in files). */
export const toExportBody = (r: InterfaceRow): DataInterfaceBody => ({
  categoryId: r.category_id,
  type: Number(r.type) as DataInterfaceType,
  hasPage: Number(r.has_page) === 1 ? 1 : 0,
  dataConfigJson: maskHeaders(storedConfig(r), ''),
  parameterJson: storedParams(r),
  responsePath: r.response_path,
  timeLimitMs: Number(r.time_limit_ms),
  rowLimit: Number(r.row_limit),
  fullName: r.full_name,
  enCode: r.en_code,
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark) === 1 ? 1 : 0,
  description: r.description,
});

import { z } from 'zod';
import {
  dataInterfaceBodySchema,
  dataInterfaceInfoByIdsSchema,
  dataInterfaceInfoSchema,
  dataInterfaceItemSchema,
  dataInterfaceListQuerySchema,
  dataInterfaceListRequestSchema,
  dataInterfaceLogItemSchema,
  dataInterfaceLogQuerySchema,
  dataInterfacePreviewSchema,
  dataInterfaceResponseRequestSchema,
  type DataInterfaceExport,
  type DataInterfaceParamInfo,
  type DataInterfacePreviewResult,
  type DataInterfaceRecord,
  type DataInterfaceSelectorNode,
} from './data-interface.contract';
import type { DataInterfaceSqlStatus } from './data-interface-sql.contract';
import { pagedSchema, type Paged } from './list';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';

const DATA_INTERFACE = '/api/system/DataInterface';
const DATA_INTERFACE_MENU = 'systemData.dataInterface';
const tags = ['data-interface'];
const idParams = z.object({ id: idSchema });

/** Largest export file `POST Action/Import` accepts, in bytes. */
export const DATA_INTERFACE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** Data interfaces (spec 02 §7): administration under menu systemData.dataInterface, runtime calls for any user. */
export const dataInterfaceRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: DATA_INTERFACE,
    auth: menuAuth(DATA_INTERFACE_MENU),
    query: dataInterfaceListQuerySchema,
    answer: pagedSchema(dataInterfaceItemSchema),
    tags,
  },
  /** Categories with their interfaces, for pickers of forms and widgets. */
  selector: {
    method: 'GET',
    path: `${DATA_INTERFACE}/Selector`,
    auth: 'user',
    answer: answer<{ list: DataInterfaceSelectorNode[] }>(),
    tags,
  },
  /** Whether SQL interfaces can run on this server (a safe read-only database role), and why not. */
  sqlStatus: {
    method: 'GET',
    path: `${DATA_INTERFACE}/SqlStatus`,
    auth: menuAuth(DATA_INTERFACE_MENU),
    answer: answer<DataInterfaceSqlStatus>(),
    tags,
  },
  create: {
    method: 'POST',
    path: DATA_INTERFACE,
    auth: menuAuth(DATA_INTERFACE_MENU, 'btn_add'),
    body: dataInterfaceBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${DATA_INTERFACE}/:id`,
    auth: menuAuth(DATA_INTERFACE_MENU),
    params: idParams,
    answer: dataInterfaceInfoSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${DATA_INTERFACE}/:id`,
    auth: menuAuth(DATA_INTERFACE_MENU, 'btn_edit'),
    params: idParams,
    body: dataInterfaceBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${DATA_INTERFACE}/:id`,
    auth: menuAuth(DATA_INTERFACE_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  /** Flips the interface between enabled and disabled. */
  toggleState: {
    method: 'PUT',
    path: `${DATA_INTERFACE}/:id/Actions/State`,
    auth: menuAuth(DATA_INTERFACE_MENU, 'btn_edit'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  /** Runs the saved interface, or the unsaved draft (id '0' for a new one); errors come back as data. */
  preview: {
    method: 'POST',
    path: `${DATA_INTERFACE}/:id/Actions/Preview`,
    auth: menuAuth(DATA_INTERFACE_MENU),
    params: idParams,
    body: dataInterfacePreviewSchema,
    answer: answer<DataInterfacePreviewResult>(),
    tags,
  },
  /** The parameters an interface declares. */
  params: {
    method: 'GET',
    path: `${DATA_INTERFACE}/GetParam/:id`,
    auth: 'user',
    params: idParams,
    answer: answer<DataInterfaceParamInfo[]>(),
    tags,
  },
  /** Streams the interface's JSON file (an attachment, not an envelope, when allowed). */
  export: {
    method: 'GET',
    path: `${DATA_INTERFACE}/:id/Action/Export`,
    auth: menuAuth(DATA_INTERFACE_MENU, 'btn_download'),
    params: idParams,
    answer: answer<DataInterfaceExport>(),
    tags,
  },
  /** Multipart upload of one export file (field `file`). */
  import: {
    method: 'POST',
    path: `${DATA_INTERFACE}/Action/Import`,
    auth: menuAuth(DATA_INTERFACE_MENU, 'btn_upload'),
    answer: answer<{ count: number }>(),
    tags,
  },
  /** The call log of one interface. */
  logs: {
    method: 'GET',
    path: '/api/system/DataInterfaceLog/:id',
    auth: menuAuth(DATA_INTERFACE_MENU),
    params: idParams,
    query: dataInterfaceLogQuerySchema,
    answer: pagedSchema(dataInterfaceLogItemSchema),
    tags,
  },
  /** A page of records (popup selects). */
  records: {
    method: 'POST',
    path: `${DATA_INTERFACE}/:id/Action/List`,
    auth: 'user',
    params: idParams,
    body: dataInterfaceListRequestSchema,
    answer: answer<Paged<DataInterfaceRecord>>(),
    tags,
  },
  /** The records of the given ids (labels of saved popup values). */
  infoByIds: {
    method: 'POST',
    path: `${DATA_INTERFACE}/:id/Action/InfoByIds`,
    auth: 'user',
    params: idParams,
    body: dataInterfaceInfoByIdsSchema,
    answer: answer<DataInterfaceRecord[]>(),
    tags,
  },
  /** Every record (options of a dynamic field). */
  response: {
    method: 'POST',
    path: `${DATA_INTERFACE}/:id/Actions/Response`,
    auth: 'user',
    params: idParams,
    body: dataInterfaceResponseRequestSchema,
    answer: answer<DataInterfaceRecord[]>(),
    tags,
  },
});

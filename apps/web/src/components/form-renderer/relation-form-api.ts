import { onlineDevRoutes, visualDevRoutes } from '@tessera/shared';
import { popupApi, type InfoByIdsRequest } from '@/components/popup-select';
import { call } from '@/lib/call';

/** One page of a released form's records for a relation-form picker. */
export interface RelationPageQuery {
  modelId: string;
  currentPage: number;
  pageSize: number;
  keyword: string;
  relationField: string;
  columnOptions: string;
}

/** Query key of a relation-form page. */
export const relationPageKey = (q: RelationPageQuery) => ['relation-form', q] as const;

/** Records of the related form (`GET /api/visualdev/Base/{id}/FieldDataSelect`). */
export const fetchRelationPage = ({ modelId, ...query }: RelationPageQuery) =>
  call(visualDevRoutes.fieldDataSelect, { params: { id: modelId }, query });

/** Query key of one page of a sub-table's add-by-dialog. */
export const addDialogKey = (
  source: string,
  id: string | undefined,
  q: { keyword: string; page: number; pageSize: number },
) => ['sub-table-add', source, id, q] as const;

/** Query key of the record a saved relation-form value points at. */
export const relationRecordKey = (modelId: string, id: string) =>
  ['relation-form', 'record', modelId, id] as const;

/**
 * The record a saved relation-form value points at, as the related form shows it
 * (`GET /api/visualdev/OnlineDev/{modelId}/{id}/DataChange`: display values), with its id.
 */
export async function fetchRelationRecord(modelId: string, id: string): Promise<Record<string, unknown>> {
  const answer = await call(onlineDevRoutes.recordDetail, { params: { modelId, id } });
  const parsed: unknown = typeof answer.data === 'string' ? JSON.parse(answer.data) : answer.data;
  const data = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { ...data, id: answer.id || id };
}

/** Query key of the record a saved popup value points at. */
export const popupRecordKey = (interfaceId: string, propsValue: string, key: string) =>
  ['popup-select', 'record', interfaceId, propsValue, key] as const;

/** The record of a saved popup key (`InfoByIds`), undefined when the interface no longer has it. */
export const fetchPopupRecord = (body: InfoByIdsRequest) =>
  popupApi
    .infoByIds(body)
    .then((list) => list.find((r) => String(r[body.propsValue]) === body.ids[0]) ?? list[0] ?? null);

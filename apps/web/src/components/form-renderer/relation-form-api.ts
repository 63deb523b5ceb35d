import { visualDevRoutes } from '@tessera/shared';
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

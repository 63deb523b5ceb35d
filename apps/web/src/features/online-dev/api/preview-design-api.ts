import { useQuery } from '@tanstack/react-query';
import { visualDevRoutes } from '@tessera/shared';
import { call } from '@/lib/call';
import { onlineDevKeys } from './online-dev-queries';

/** A stored design (released or not) for its preview: `GET /api/visualdev/Base/{id}`. */
export const previewDesignApi = {
  design: (id: string) => call(visualDevRoutes.info, { params: { id } }, { silent: true }),
};

/** A stored design for the preview page; disabled without an id. */
export const usePreviewDesign = (id: string | undefined) =>
  useQuery({
    queryKey: [...onlineDevKeys.all, 'preview-design', id ?? ''],
    queryFn: () => previewDesignApi.design(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    gcTime: 0,
  });

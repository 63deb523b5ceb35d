import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useInterfaceMenu } from '@/components/popup-select/interface-menu';
import { buildParamList, type TemplateParam } from '@/components/popup-select/popup-rules';
import { http } from '@/lib/http';
import { toOptions, type OptionItem, type OptionProps } from './option-rules';

/** Query key prefix of every data interface option list. */
export const INTERFACE_OPTIONS_KEY = ['interface-options'] as const;

/**
 * The records a data interface answers for a dynamic field (`POST /{id}/Actions/Response`), called
 * from the menu (form) `menuId` when given.
 */
export const fetchInterfaceResponse = (propsUrl: string, paramList: unknown[], menuId?: string) =>
  http
    .post<unknown>(`/api/system/DataInterface/${encodeURIComponent(propsUrl)}/Actions/Response`, {
      paramList,
      ...(menuId ? { menuId } : {}),
    })
    .then((r) => r.data);

/**
 * Options of a dynamic field: the interface `propsUrl` called with the template's parameters (read
 * from `formData`), records mapped through `props`. Nothing is called without `propsUrl`; the same
 * parameters reuse the cached answer; a failure leaves no options.
 */
export function useInterfaceOptions(
  propsUrl: string | undefined,
  templateJson?: readonly TemplateParam[],
  formData?: Readonly<Record<string, unknown>>,
  props?: OptionProps,
): { options: OptionItem[]; isLoading: boolean } {
  const paramList = useMemo(() => buildParamList(templateJson, formData), [templateJson, formData]);
  const menuId = useInterfaceMenu();
  const { data, isLoading } = useQuery({
    queryKey: [...INTERFACE_OPTIONS_KEY, propsUrl, paramList, menuId],
    queryFn: () => fetchInterfaceResponse(propsUrl ?? '', paramList, menuId),
    enabled: Boolean(propsUrl),
    staleTime: 60_000,
    retry: false,
  });
  const labelKey = props?.label;
  const valueKey = props?.value;
  const childrenKey = props?.children;
  const options = useMemo(
    () => toOptions(data, { label: labelKey, value: valueKey, children: childrenKey }),
    [data, labelKey, valueKey, childrenKey],
  );
  return { options, isLoading: Boolean(propsUrl) && isLoading };
}

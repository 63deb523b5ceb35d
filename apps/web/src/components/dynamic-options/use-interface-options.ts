import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataInterfaceRoutes, type DataInterfaceParamValue } from '@tessera/shared';
import { useMemo } from 'react';
import { useInterfaceMenu } from '@/components/popup-select/interface-menu';
import { buildParamList, type TemplateParam } from '@/components/popup-select/popup-rules';
import { call } from '@/lib/call';
import { toOptions, type OptionItem, type OptionProps } from './option-rules';

/** Query key prefix of every data interface option list. */
export const INTERFACE_OPTIONS_KEY = ['interface-options'] as const;

/**
 * The records a data interface answers for a dynamic field (`POST /{id}/Actions/Response`), called
 * from the menu (form) `menuId` when given.
 */
export const fetchInterfaceResponse = (
  propsUrl: string,
  paramList: readonly DataInterfaceParamValue[],
  menuId?: string,
) =>
  call(dataInterfaceRoutes.response, {
    params: { id: propsUrl },
    body: { paramList: [...paramList], ...(menuId ? { menuId } : {}) },
  });

/** Key of one interface's answer for one set of parameters, called from one menu. */
export const interfaceOptionsKey = (
  propsUrl: string | undefined,
  paramList: readonly DataInterfaceParamValue[],
  menuId?: string,
) => [...INTERFACE_OPTIONS_KEY, propsUrl, paramList, menuId] as const;

/** The cached answer of an interface for one set of parameters (nothing without `propsUrl`). */
export const interfaceOptionsQuery = (
  propsUrl: string | undefined,
  paramList: readonly DataInterfaceParamValue[],
  menuId?: string,
) =>
  queryOptions({
    queryKey: interfaceOptionsKey(propsUrl, paramList, menuId),
    queryFn: () => fetchInterfaceResponse(propsUrl ?? '', paramList, menuId),
    enabled: Boolean(propsUrl),
    staleTime: 60_000,
    retry: false,
  });

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
  const { data, isLoading } = useQuery(interfaceOptionsQuery(propsUrl, paramList, menuId));
  const labelKey = props?.label;
  const valueKey = props?.value;
  const childrenKey = props?.children;
  const options = useMemo(
    () => toOptions(data, { label: labelKey, value: valueKey, children: childrenKey }),
    [data, labelKey, valueKey, childrenKey],
  );
  return { options, isLoading: Boolean(propsUrl) && isLoading };
}

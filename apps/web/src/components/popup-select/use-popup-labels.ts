import { useEffect, useMemo, useRef, useState } from 'react';
import { useInterfaceMenu } from './interface-menu';
import { popupApi } from './popup-api';
import {
  displayLabels,
  indexRecords,
  missingKeys,
  type InterfaceRecord,
  type ParamEntry,
} from './popup-rules';

/** Where the text of saved keys comes from. */
export interface LabelSource {
  interfaceId?: string;
  propsValue: string;
  relationField: string;
  paramList: ParamEntry[];
}

/**
 * The text of the saved keys: records picked in the popup are remembered; keys no record names
 * yet are looked up once with the InfoByIds call (a failure leaves the key itself as text).
 */
export function usePopupLabels(keys: readonly string[], source: LabelSource) {
  const [known, setKnown] = useState<Map<string, InterfaceRecord>>(() => new Map());
  const asked = useRef(new Set<string>());
  const { interfaceId, propsValue, relationField } = source;
  const paramsRef = useRef(source.paramList);
  paramsRef.current = source.paramList;
  const menuId = useInterfaceMenu();
  const keysKey = keys.join('\u0000');

  useEffect(() => {
    if (!interfaceId) return;
    const wanted = missingKeys(keys, known).filter((k) => !asked.current.has(k));
    if (wanted.length === 0) return;
    for (const k of wanted) asked.current.add(k);
    popupApi
      .infoByIds({
        ids: wanted,
        interfaceId,
        propsValue,
        relationField,
        paramList: paramsRef.current,
        menuId,
      })
      .then((records) => remember(records))
      .catch(() => undefined);
    // keys are compared by their joined text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keysKey, interfaceId, propsValue, relationField, known, menuId]);

  const remember = (records: readonly InterfaceRecord[]) =>
    setKnown((map) => new Map([...map, ...indexRecords(records, propsValue)]));

  const labels = useMemo(
    () => displayLabels(keys, known, relationField, propsValue),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keysKey, known, relationField, propsValue],
  );
  return { labels, known, remember };
}

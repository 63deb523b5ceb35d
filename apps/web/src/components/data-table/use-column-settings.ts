import type { ColumnSetting } from '@tessera/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { columnSettingsApi } from './column-settings-api';
import { columnSettingsQuery } from './column-settings-queries';
import { mergeSettings, type SettingsColumn } from './column-settings';

/** What {@link useColumnSettings} gives the table and the drawer. */
export interface ColumnSettingsState {
  /** The drawer's list: every offered column in display order with its visibility. */
  list: ColumnSetting[];
  /** Applies a new list at once and saves it; a failed save puts the previous one back. */
  change: (next: ColumnSetting[]) => void;
  /** Back to the page's default order with every column shown (saved as an empty list). */
  reset: () => void;
  /** True while a save is under way. */
  saving: boolean;
}

/**
 * The column settings of one menu for the signed-in user (spec 02 sections 2, 4, 7): loaded once,
 * changed optimistically, saved through the Authority calls. Without a menu id the changes stay
 * local to the page. `columns` are the columns the user may see, so a column the permissions hide
 * never enters the list.
 */
export function useColumnSettings(
  moduleId: string | undefined,
  columns: readonly SettingsColumn[],
): ColumnSettingsState {
  const queryClient = useQueryClient();
  const query = useMemo(() => columnSettingsQuery(moduleId ?? ''), [moduleId]);
  const queryKey = query.queryKey;
  const { data: saved } = useQuery({ ...query, enabled: Boolean(moduleId) });
  // the list on screen while saves run; undefined follows the saved one
  const [pending, setPending] = useState<ColumnSetting[]>();
  const [saving, setSaving] = useState(false);
  const sequence = useRef(0);

  const save = useCallback(
    (next: ColumnSetting[], stored: ColumnSetting[]) => {
      setPending(next);
      if (!moduleId) return;
      const ticket = ++sequence.current;
      setSaving(true);
      columnSettingsApi.set(moduleId, stored).then(
        () => {
          queryClient.setQueryData(queryKey, stored);
          if (ticket !== sequence.current) return;
          setPending(undefined);
          setSaving(false);
        },
        () => {
          // the http client already showed the error; only the latest change decides the screen
          if (ticket !== sequence.current) return;
          setPending(undefined);
          setSaving(false);
        },
      );
    },
    [moduleId, queryClient, queryKey],
  );

  const list = useMemo(() => mergeSettings(columns, pending ?? saved ?? []), [columns, pending, saved]);
  const change = useCallback((next: ColumnSetting[]) => save(next, next), [save]);
  const reset = useCallback(() => save([], []), [save]);
  return { list, change, reset, saving };
}

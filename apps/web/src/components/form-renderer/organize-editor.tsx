import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OrganizePicker } from '@/components/pickers';
import { pickerKeys, pickersApi } from '@/components/pickers/pickers-api';
import { str, strings, type EditorProps } from './editor-types';
import { completePaths, lastIds, organizePaths, storedPaths } from './organize-value';

const byIds = (ids: readonly string[]) => ({
  queryKey: pickerKeys.organizesByIds(ids),
  queryFn: () => pickersApi.organizesByIds(ids),
  staleTime: 60_000,
});

/**
 * organizeSelect: the picker holds the organisations, the value is their id paths from the top
 * (form-model.md §2.2). A bare id (defaultCurrent, an older record) is completed to its path.
 */
export function OrganizeEditor({ field, value, onChange, disabled, ariaLabel }: EditorProps) {
  const client = useQueryClient();
  const multiple = field.multiple === true;
  const paths = organizePaths(value, multiple);
  const ids = lastIds(paths);
  const bare = paths.some((p) => p.length === 1);
  const known = useQuery({ ...byIds(ids), enabled: bare && !disabled && ids.length > 0 });
  useEffect(() => {
    if (!known.data) return;
    const full = completePaths(paths, known.data);
    if (JSON.stringify(full) !== JSON.stringify(paths)) onChange(storedPaths(full, multiple));
    // only a new answer completes the value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known.data]);
  const handleChange = async (picked: string | string[]) => {
    const list = (Array.isArray(picked) ? picked : [picked]).filter(Boolean);
    const nodes = list.length ? await client.fetchQuery(byIds(list)).catch(() => []) : [];
    onChange(
      storedPaths(
        completePaths(
          list.map((id) => [id]),
          nodes,
        ),
        multiple,
      ),
    );
  };
  return (
    <OrganizePicker
      multiple={multiple}
      disabled={disabled}
      placeholder={str(field.placeholder)}
      clearable={field.clearable !== false}
      aria-label={ariaLabel}
      value={multiple ? ids : (ids[0] ?? null)}
      ableIds={field.selectType === 'custom' ? strings(field.ableIds) : undefined}
      onChange={(v) => void handleChange(v)}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerShell } from './picker-shell';
import { pickersApi } from './pickers-api';
import { limitTree } from './tree-data';
import { TreePane } from './tree-pane';
import type { PickerProps } from './types';
import { useKnown, usePickerTree } from './use-picker-tree';

const POSITION_TYPES = ['position'] as const;

/** Position picker props: custom mode limits to `ableDepIds` (their positions) and `ablePosIds`. */
export interface PositionPickerProps extends PickerProps {
  selectType?: 'all' | 'custom';
  ableDepIds?: readonly string[];
  ablePosIds?: readonly string[];
}

/** 选择岗位: organisations with their positions as leaves; only positions may be picked. Value: position ids. */
export function PositionPicker({ selectType, ableDepIds, ablePosIds, ...props }: PositionPickerProps) {
  const { t } = useTranslation();
  const all = usePickerTree(['positions'], pickersApi.positions);
  const nodes = useMemo(() => {
    if (selectType !== 'custom') return all.nodes;
    return limitTree(all.nodes, new Set([...(ableDepIds ?? []), ...(ablePosIds ?? [])]));
  }, [selectType, ableDepIds, ablePosIds, all.nodes]);
  const known = useKnown(all.nodes);
  return (
    <PickerShell {...props} title={t('pickers.title.position')} known={known}>
      {(context) => (
        <TreePane
          nodes={nodes}
          types={POSITION_TYPES}
          context={context}
          loading={all.loading}
          testId="position-picker-tree"
        />
      )}
    </PickerShell>
  );
}

import { useTranslation } from 'react-i18next';
import { PickerShell } from './picker-shell';
import { pickersApi } from './pickers-api';
import { TreePane } from './tree-pane';
import type { PickerProps } from './types';
import { useKnown, usePickerTree } from './use-picker-tree';

const GROUP_TYPES = ['group'] as const;

/** 分组选择: the enabled permission groups. Value: group ids. */
export function GroupPicker(props: PickerProps) {
  const { t } = useTranslation();
  const all = usePickerTree(['groups'], pickersApi.groups);
  const known = useKnown(all.nodes);
  return (
    <PickerShell {...props} title={t('pickers.title.group')} known={known}>
      {(context) => (
        <TreePane
          nodes={all.nodes}
          types={GROUP_TYPES}
          context={context}
          loading={all.loading}
          testId="group-picker-tree"
        />
      )}
    </PickerShell>
  );
}

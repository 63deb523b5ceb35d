import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ColumnSetting } from '@tessera/shared';
import { Button, Checkbox, Drawer, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveSetting, toggleSetting } from './column-settings';

/** Width of the column settings drawer (spec 02 section 9). */
export const COLUMN_DRAWER_WIDTH = 320;

/** Props of {@link ColumnSettingsDrawer}. */
export interface ColumnSettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  list: ColumnSetting[];
  onChange: (next: ColumnSetting[]) => void;
  onReset: () => void;
}

/**
 * The column settings drawer: a checkbox per column to show or hide it, up and down buttons to
 * reorder (plain buttons, so the keyboard reaches them), and a reset to the default.
 */
export function ColumnSettingsDrawer({ open, onClose, list, onChange, onReset }: ColumnSettingsDrawerProps) {
  const { t } = useTranslation();
  const shown = list.filter((s) => s.visible).length;
  const listRef = useRef<HTMLUListElement>(null);
  // a moved row's DOM node is re-inserted, which drops the focus; give it back to the same button
  const [refocus, setRefocus] = useState<{ prop: string; dir: 'up' | 'down' }>();
  useEffect(() => {
    if (!refocus) return;
    const row = listRef.current?.querySelector(`[data-prop="${refocus.prop}"]`);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('button:not([disabled])');
    const wanted = row?.querySelector<HTMLButtonElement>(`button[data-dir="${refocus.dir}"]:not([disabled])`);
    (wanted ?? buttons?.[0])?.focus();
    setRefocus(undefined);
  }, [refocus, list]);
  const move = (index: number, prop: string, dir: 'up' | 'down') => {
    onChange(moveSetting(list, index, dir === 'up' ? -1 : 1));
    setRefocus({ prop, dir });
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('dataTable.columnSettings')}
      size={`min(${COLUMN_DRAWER_WIDTH}px, 100vw)`}
      data-testid="column-settings-drawer"
      extra={
        <Button size="small" onClick={onReset} data-testid="column-settings-reset">
          {t('dataTable.resetColumns')}
        </Button>
      }
    >
      <ul ref={listRef} className="column-settings-list" aria-label={t('dataTable.columnSettings')}>
        {list.map((item, index) => (
          <li
            key={item.prop}
            data-prop={item.prop}
            className="column-settings-item"
            data-testid={`column-setting-${item.prop}`}
          >
            <Checkbox
              checked={item.visible}
              // the last shown column stays: a table without columns says nothing
              disabled={item.visible && shown === 1}
              onChange={(e) => onChange(toggleSetting(list, item.prop, e.target.checked))}
              data-testid={`column-visible-${item.prop}`}
            >
              {item.label}
            </Checkbox>
            <span className="column-settings-moves">
              <Tooltip title={t('dataTable.moveUp')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  aria-label={t('dataTable.moveUpNamed', { name: item.label })}
                  data-dir="up"
                  onClick={() => move(index, item.prop, 'up')}
                  data-testid={`column-up-${item.prop}`}
                />
              </Tooltip>
              <Tooltip title={t('dataTable.moveDown')}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === list.length - 1}
                  aria-label={t('dataTable.moveDownNamed', { name: item.label })}
                  data-dir="down"
                  onClick={() => move(index, item.prop, 'down')}
                  data-testid={`column-down-${item.prop}`}
                />
              </Tooltip>
            </span>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}

import { Button, Drawer, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutTheme } from '@tessera/shared';
import { authApi } from '@/lib/auth-api';
import { feedback } from '@/lib/feedback';
import { THEME_CLASSES, THEME_COLORS } from '@/lib/theme';
import type { MessageKey } from '@/locales/zh';
import { useSettingsStore } from '@/stores/settings-store';
import { OptionGroup } from './option-group';
import { OtherSwitches } from './other-switches';
import { LayoutPreview, SidebarPreview, Swatch } from './previews';
import { useSettingsDrawer } from './settings-drawer-state';
import './settings-drawer.css';

const LAYOUTS: readonly LayoutTheme[] = ['classic', 'functional', 'blend', 'plain'];
const SIDEBARS = ['dark', 'lightWhite'] as const;

/** Saves the layout locally and on the server (the next sign-in answers it as the theme). */
function saveLayout(layoutType: LayoutTheme) {
  useSettingsStore.getState().update({ layoutType });
  void authApi.saveTheme(layoutType).catch(() => undefined);
}

/** The settings drawer (spec 01 section 2.5): layout, sidebar style, theme colour, other switches, reset. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const open = useSettingsDrawer((s) => s.open);
  const setOpen = useSettingsDrawer((s) => s.setOpen);
  const { layoutType, slideClass, themeClass, update, reset } = useSettingsStore();

  const handleReset = () => {
    const before = useSettingsStore.getState().layoutType;
    reset();
    if (before !== useSettingsStore.getState().layoutType) saveLayout(useSettingsStore.getState().layoutType);
    feedback.success(t('settings.resetDone'));
  };

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      size={280}
      title={t('settings.title')}
      rootClassName="settings-drawer"
      data-testid="settings-drawer"
      styles={{ body: { '--settings-primary': token.colorPrimary } as CSSProperties }}
      footer={
        <Button block onClick={handleReset} data-testid="settings-reset">
          {t('settings.reset')}
        </Button>
      }
    >
      <OptionGroup
        name="settings-layout"
        legend={t('settings.layout')}
        value={layoutType}
        onChange={saveLayout}
        options={LAYOUTS.map((value) => ({
          value,
          label: t(`settings.layout.${value}` as MessageKey),
          preview: <LayoutPreview layout={value} />,
        }))}
      />
      <OptionGroup
        name="settings-sidebar"
        legend={t('settings.sidebar')}
        value={slideClass}
        onChange={(value) => update({ slideClass: value })}
        options={SIDEBARS.map((value) => ({
          value,
          label: t(`settings.sidebar.${value}` as MessageKey),
          preview: <SidebarPreview style={value} />,
        }))}
      />
      <OptionGroup
        name="settings-color"
        legend={t('settings.themeColor')}
        value={themeClass}
        onChange={(value) => update({ themeClass: value })}
        swatches
        options={THEME_CLASSES.map((value) => ({
          value,
          label: t(`settings.color.${value}` as MessageKey),
          preview: <Swatch color={THEME_COLORS[value]} />,
        }))}
      />
      <OtherSwitches />
    </Drawer>
  );
}

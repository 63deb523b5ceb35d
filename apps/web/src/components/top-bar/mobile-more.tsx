import { Button, Dropdown, type MenuProps } from 'antd';
import { LANGUAGES, type Language } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useAppStore, type UiSize } from '@/stores/app-store';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, useSwitchLanguage } from '../use-switch-language';
import { UI_SIZES } from './size-items';
import { MoreIcon } from './top-bar-icons';

/** Phone top bar: full screen, size, language, chat, settings and lock in one menu. */
export function MobileMore(props: {
  showLanguage: boolean;
  onFullscreen: () => void;
  onSizeSwitched: () => void;
  onChat: () => void;
  onSettings: () => void;
  onLock: () => void;
}) {
  const { t } = useTranslation();
  const setSize = useAppStore((s) => s.setSize);
  const [, switchLanguage] = useSwitchLanguage();
  const items: MenuProps['items'] = [
    { key: 'fullscreen', label: t('topBar.fullscreen') },
    {
      key: 'size',
      label: t('topBar.size'),
      children: UI_SIZES.map((s) => ({ key: `size:${s}`, label: t(`topBar.size.${s}`) })),
    },
    ...(props.showLanguage
      ? [
          {
            key: 'language',
            label: t('language.label'),
            children: LANGUAGES.map((l) => ({
              key: `lang:${l}`,
              label: <span lang={LANGUAGE_TAGS[l]}>{LANGUAGE_NAMES[l]}</span>,
            })),
          },
        ]
      : []),
    { key: 'chat', label: t('topBar.chat') },
    { key: 'settings', label: t('topBar.settings') },
    { key: 'lock', label: t('layout.lockScreen') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('size:')) {
      setSize(key.slice(5) as UiSize);
      props.onSizeSwitched();
    } else if (key.startsWith('lang:')) switchLanguage(key.slice(5) as Language);
    else if (key === 'fullscreen') props.onFullscreen();
    else if (key === 'chat') props.onChat();
    else if (key === 'settings') props.onSettings();
    else if (key === 'lock') props.onLock();
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button
        type="text"
        icon={<MoreIcon />}
        aria-label={t('topBar.moreActions')}
        data-testid="top-bar-more"
      />
    </Dropdown>
  );
}

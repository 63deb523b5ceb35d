import { useState, type ReactNode } from 'react';
import { Button, message, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../icons';
import { LanguageSelect } from '../language-select';
import { MobileMore } from './mobile-more';
import { RouteSearch } from './route-search';
import type { RouteSearchEntry } from './route-search-index';
import { ChatButton, MessageBell, SizeSelect } from './top-bar-actions';
import { ExitFullscreenIcon, FullscreenIcon, SettingsIcon } from './top-bar-icons';
import { useFullscreen } from './use-fullscreen';
import './top-bar.css';

/** What the top bar needs from the shell. */
/** Which drawer of the top bar is open. */
export type TopBarDrawer = 'messages' | 'chat' | undefined;

export interface TopBarProps {
  /** Left part: sidebar toggle, brand or top menu. */
  left?: ReactNode;
  /** The user menu. */
  user: ReactNode;
  searchEntries: readonly RouteSearchEntry[];
  onSearchPick: (entry: RouteSearchEntry) => void;
  showSearch: boolean;
  showLanguage: boolean;
  /** Phones: less important actions move into a "more" menu. */
  compact: boolean;
  onOpenSettings: () => void;
  onLock: () => void;
  /** The message and chat drawers (they live in features, which this widget may not import). */
  renderDrawers: (open: TopBarDrawer, onClose: () => void) => ReactNode;
}

/** The top bar (spec 01 section 2.5): search, full screen, size, language, messages, chat, settings, lock, user. */
export function TopBar(props: TopBarProps) {
  const { t } = useTranslation();
  const [messageApi, holder] = message.useMessage();
  const [drawer, setDrawer] = useState<TopBarDrawer>();
  const [fullscreen, toggleFullscreen] = useFullscreen(
    () => void messageApi.warning(t('topBar.fullscreenUnsupported')),
  );
  const sizeSwitched = () => void messageApi.success(t('topBar.switchSizeSuccess'));
  const iconButton = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );

  return (
    <div className="top-bar">
      {holder}
      {props.left}
      <div className="top-bar-spacer" />
      {props.showSearch ? <RouteSearch entries={props.searchEntries} onPick={props.onSearchPick} /> : null}
      {props.compact ? null : (
        <>
          {iconButton(
            t(fullscreen ? 'topBar.exitFullscreen' : 'topBar.fullscreen'),
            fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />,
            toggleFullscreen,
            'fullscreen-toggle',
          )}
          <SizeSelect onSwitched={sizeSwitched} />
          {props.showLanguage ? <LanguageSelect /> : null}
        </>
      )}
      <MessageBell onOpen={() => setDrawer('messages')} />
      {props.compact ? (
        <MobileMore
          showLanguage={props.showLanguage}
          onFullscreen={toggleFullscreen}
          onSizeSwitched={sizeSwitched}
          onChat={() => setDrawer('chat')}
          onSettings={props.onOpenSettings}
          onLock={props.onLock}
        />
      ) : (
        <>
          <ChatButton onOpen={() => setDrawer('chat')} />
          {iconButton(t('topBar.settings'), <SettingsIcon />, props.onOpenSettings, 'settings-button')}
          {iconButton(t('layout.lockScreen'), <LockIcon />, props.onLock, 'lock-button')}
        </>
      )}
      {props.user}
      {props.renderDrawers(drawer, () => setDrawer(undefined))}
    </div>
  );
}

import type { LayoutTheme } from '@tessera/shared';
import type { Settings } from '@/stores/settings-store';

type Part = 'side' | 'top' | 'rail' | 'light-side';

/** Which blocks each layout preview draws (dark top bar, dark side menu, light side menu, icon rail). */
const LAYOUT_PARTS: Record<LayoutTheme, Part[]> = {
  classic: ['side'],
  functional: ['top'],
  blend: ['top', 'light-side'],
  plain: ['rail'],
};

/** A miniature of a layout. */
export function LayoutPreview({ layout }: { layout: LayoutTheme }) {
  return (
    <span className={`settings-mini settings-mini-${layout}`}>
      {LAYOUT_PARTS[layout].map((part) => (
        <span key={part} className={`settings-mini-${part}`} />
      ))}
    </span>
  );
}

/** A miniature of the dark or light sidebar. */
export function SidebarPreview({ style }: { style: Settings['slideClass'] }) {
  return (
    <span className="settings-mini">
      <span className={style === 'dark' ? 'settings-mini-side' : 'settings-mini-light-side'} />
    </span>
  );
}

/** A colour dot with a tick when chosen (drawn by CSS from the radio state). */
export function Swatch({ color }: { color: string }) {
  return <span className="settings-swatch" style={{ background: color }} />;
}

import { Input } from 'antd';

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, or `rgb()` / `rgba()` with numbers. */
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.]+\s*(,\s*[\d.]+\s*){2,3}\))$/i;

/** Whether `text` is a colour the field stores. */
export const isColor = (text: string) => COLOR.test(text.trim());

/** The `#rrggbb` a native colour input shows for a stored value (black when it has none). */
function swatchOf(value: string): string {
  if (/^#[0-9a-f]{6}/i.test(value)) return value.slice(0, 7);
  if (/^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return '#000000';
}

export interface ColorFieldProps {
  value: string;
  onChange: (value: string | null) => void;
  /** Also takes a transparency (typed as `#rrggbbaa` or `rgba()`). */
  alpha: boolean;
  disabled?: boolean;
  ariaLabel?: string;
}

/**
 * The colour widget: the browser's own colour picker beside the colour as text. (Ant Design's
 * picker weighs about 10 KB gzip, which the bundler placed into chunks the sign-in page loads.)
 */
export function ColorField({ value, onChange, alpha, disabled, ariaLabel }: ColorFieldProps) {
  return (
    <Input
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      allowClear
      maxLength={alpha ? 40 : 7}
      status={value && !isColor(value) ? 'error' : undefined}
      onChange={(e) => onChange(e.target.value.trim() || null)}
      prefix={
        <input
          type="color"
          value={swatchOf(value)}
          disabled={disabled}
          aria-label={ariaLabel}
          onChange={(e) => onChange(e.target.value)}
          style={{ width: 24, height: 20, padding: 0, border: 'none', background: 'none' }}
        />
      }
    />
  );
}

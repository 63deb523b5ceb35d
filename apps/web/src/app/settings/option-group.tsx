import type { ReactNode } from 'react';

/** One choice of an {@link OptionGroup}. */
export interface Option<T extends string> {
  value: T;
  label: string;
  /** Visual preview shown above (or instead of) the label; hidden from assistive technology. */
  preview: ReactNode;
}

interface OptionGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  /** Swatch style: previews only, the label becomes the accessible name. */
  swatches?: boolean;
}

/** A set of native radio buttons drawn as visual pickers (arrow keys move, focus is visible). */
export function OptionGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  swatches,
}: OptionGroupProps<T>) {
  return (
    <fieldset className="settings-section">
      <legend className="settings-legend">{legend}</legend>
      <div className={swatches ? 'settings-swatches' : 'settings-options'}>
        {options.map((option) => (
          <label
            key={option.value}
            className="settings-option"
            title={option.label}
            data-testid={`${name}-${option.value}`}
          >
            <input
              type="radio"
              className="settings-radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={swatches ? option.label : undefined}
            />
            <span className="settings-preview" aria-hidden="true">
              {option.preview}
            </span>
            {swatches ? null : <span className="settings-option-label">{option.label}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

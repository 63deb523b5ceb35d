// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorField, isColor } from './color-field';

afterEach(cleanup);

describe('colour field', () => {
  it('knows the colour texts it stores', () => {
    for (const ok of ['#abc', '#a1b2c3', '#a1b2c3ff', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)'])
      expect(isColor(ok)).toBe(true);
    for (const bad of ['red', '#abcd', 'rgb(1,2)', 'javascript:alert(1)', '#12345g'])
      expect(isColor(bad)).toBe(false);
  });

  it('takes a colour from the browser picker or as text, and flags text that is no colour', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ColorField value="#336699" onChange={onChange} alpha={false} ariaLabel="Colour" />,
    );
    const fields = screen.getAllByLabelText('Colour') as HTMLInputElement[];
    const swatch = fields.find((f) => f.type === 'color');
    const text = fields.find((f) => f.type === 'text');
    expect(swatch!.value).toBe('#336699');
    fireEvent.change(swatch!, { target: { value: '#ff0000' } });
    expect(onChange).toHaveBeenLastCalledWith('#ff0000');
    fireEvent.change(text!, { target: { value: ' #00ff00 ' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00');
    rerender(<ColorField value="blue-ish" onChange={onChange} alpha={false} ariaLabel="Colour" />);
    expect(document.querySelector('[class*="status-error"]')).not.toBeNull();
  });
});

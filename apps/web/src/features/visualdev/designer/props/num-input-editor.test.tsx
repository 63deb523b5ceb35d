// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { NumInputEditor } from './num-input-editor';
import { editorProps, widget } from './test-kit';

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

describe('number input editor', () => {
  it('writes the bounds, the decimal places and the thousands separator; a cleared bound is dropped', () => {
    const field = widget('numInput', 'amount', 1, { min: 5 });
    const props = editorProps(field, [field]);
    render(<NumInputEditor {...props} />);
    fireEvent.change(screen.getByLabelText('Decimal places'), { target: { value: '2' } });
    expect(props.setProp).toHaveBeenLastCalledWith('precision', 2);
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '' } });
    expect(props.setProp).toHaveBeenLastCalledWith('min', undefined);
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '1000' } });
    expect(props.setProp).toHaveBeenLastCalledWith('max', 1000);
    fireEvent.click(screen.getAllByRole('switch')[0]!);
    expect(props.setProp).toHaveBeenLastCalledWith('thousands', true);
  });
});

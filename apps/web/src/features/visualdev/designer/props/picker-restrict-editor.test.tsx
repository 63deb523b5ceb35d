// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { PickerRestrictEditor } from './picker-restrict-editor';
import { editorProps, pick, widget } from './test-kit';

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

describe('user field default units (ableRelationIds)', () => {
  it('offers default units of the kind the user field follows', () => {
    const user = widget('userSelect', 'who', 1, { selectType: 'dep' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PickerRestrictEditor {...editorProps(user, [user])} />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Default units')).toBeTruthy();
    expect(
      screen.getByText('While the unit field is empty, only users of these units may be picked'),
    ).toBeTruthy();
  });

  it('has none for all users, and clears them when the kind changes', () => {
    const user = widget('userSelect', 'who', 1, { selectType: 'all' });
    const props = editorProps(user, [user]);
    render(<PickerRestrictEditor {...props} />);
    expect(screen.queryByLabelText('Default units')).toBeNull();
    pick('Choices', 'By role field');
    expect(props.setProps).toHaveBeenLastCalledWith({
      selectType: 'role',
      ableIds: [],
      relationField: '',
      ableRelationIds: [],
    });
  });
});

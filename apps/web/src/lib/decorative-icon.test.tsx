// @vitest-environment jsdom
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import DeleteOutlinedSvg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import RightOutlinedSvg from '@ant-design/icons-svg/es/asn/RightOutlined';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { decorative } from './decorative-icon';

const Icon = decorative(AntdIconLight);

beforeEach(() => changeLanguage('zh'));
afterEach(cleanup);

describe('decorative icons', () => {
  it('hides an icon beside a text label instead of reading its English name', () => {
    const { container } = render(
      createElement('button', null, createElement(Icon, { icon: DeleteOutlinedSvg }), '删除'),
    );
    const icon = container.querySelector('.anticon')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.hasAttribute('aria-label')).toBe(false);
    expect(icon.hasAttribute('role')).toBe(false);
  });

  it('hides an icon inside a control that names itself', () => {
    const { container } = render(
      createElement('button', { 'aria-label': '刷新' }, createElement(Icon, { icon: SearchOutlinedSvg })),
    );
    expect(container.querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('true');
  });

  it("names an icon that is all its control shows in the user's language", () => {
    const { container } = render(
      createElement('button', null, createElement(Icon, { icon: SearchOutlinedSvg })),
    );
    const icon = container.querySelector('.anticon')!;
    expect(icon.getAttribute('aria-label')).toBe('搜索');
    expect(icon.getAttribute('role')).toBe('img');
    expect(icon.hasAttribute('aria-hidden')).toBe(false);
  });

  it("takes the name of a paging arrow from its item's title", () => {
    const { container } = render(
      createElement(
        'li',
        { title: '下一页' },
        createElement('button', null, createElement(Icon, { icon: RightOutlinedSvg })),
      ),
    );
    expect(container.querySelector('.anticon')!.getAttribute('aria-label')).toBe('下一页');
  });

  it('keeps a name the caller gives', () => {
    const { container } = render(createElement(Icon, { icon: DeleteOutlinedSvg, 'aria-label': '删除记录' }));
    expect(container.querySelector('.anticon')!.getAttribute('aria-label')).toBe('删除记录');
  });
});

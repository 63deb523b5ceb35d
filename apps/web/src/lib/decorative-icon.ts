import {
  createElement,
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ElementType,
  type Ref,
} from 'react';
import { translateOr } from './i18n';

/** Props of Ant Design's icon base that this wrapper reads. */
interface IconBaseProps {
  icon?: { name?: string };
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** Any props of the icon base, the ones read here typed. */
type IconProps = IconBaseProps & Record<string, unknown> & { ref?: Ref<HTMLSpanElement> };

/** Statics of the two-tone icon base. */
interface TwoToneStatics {
  getTwoToneColor?: unknown;
  setTwoToneColor?: unknown;
}

/** Elements an icon can be the only content of. */
const CONTROL = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"]';

/**
 * The name an icon must carry because it is all its control shows, or undefined when it is
 * decorative: outside a control, beside a text, or in a control named by its own label or title.
 * The name is the title of the control's list item (Ant Design's paging arrows) or the icon's name
 * in the user's language.
 */
export function soleContentLabel(icon: Element | null, iconName: string | undefined): string | undefined {
  const control = icon?.parentElement?.closest(CONTROL);
  if (!control) return undefined;
  if (['aria-label', 'aria-labelledby', 'title'].some((a) => control.hasAttribute(a))) return undefined;
  if ((control.textContent ?? '').trim()) return undefined;
  const title = control.parentElement?.getAttribute('title');
  if (title) return title;
  return iconName ? translateOr(`icon.${iconName}`, iconName) : undefined;
}

/**
 * Ant Design's icon base names every icon in English (`role="img" aria-label="delete"`), so a
 * Chinese "删除" button was read "delete 删除". Wrapped by this, an icon the caller does not name is
 * hidden from assistive technology, unless it is all its control shows: then it is named in the
 * user's language (see {@link soleContentLabel}). Wired in by `vite.config.ts`'s
 * `tessera-decorative-icons` plugin, for our icons and Ant Design's own alike.
 */
export function decorative(Icon: ElementType & TwoToneStatics) {
  const Decorative = forwardRef<HTMLSpanElement, IconProps>((props, ref) => {
    const named =
      props['aria-label'] !== undefined ||
      props['aria-labelledby'] !== undefined ||
      props['aria-hidden'] !== undefined;
    const own = useRef<HTMLSpanElement | null>(null);
    const [label, setLabel] = useState<string>();
    const setRef = useCallback(
      (node: HTMLSpanElement | null) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    // where the icon sits is known only once it is in the page, and its neighbours may change with
    // any render; setting an equal label ends there, so no dependency list
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useLayoutEffect(() => {
      if (!named) setLabel(soleContentLabel(own.current, (props.icon as IconBaseProps['icon'])?.name));
    });
    if (named) return createElement(Icon, { ...props, ref });
    const a11y = label
      ? { role: 'img', 'aria-label': label }
      : { role: undefined, 'aria-label': undefined, 'aria-hidden': true };
    return createElement(Icon, { ...props, ...a11y, ref: setRef });
  });
  Decorative.displayName = 'DecorativeIcon';
  // the two-tone icon base carries its colour helpers as statics (forwardRef's own keys stay)
  const { getTwoToneColor, setTwoToneColor } = Icon;
  return Object.assign(Decorative, getTwoToneColor ? { getTwoToneColor, setTwoToneColor } : {});
}

import type { OnlineListContext } from '../list-feature';

/**
 * The text of a built-in toolbar button: the designer's own text, or the user's language while it
 * is still the designer's default (`导出`, `批量打印`).
 */
export function toolbarLabel(
  ctx: Pick<OnlineListContext, 'design'>,
  value: string,
  designerDefault: string,
  translated: string,
): string {
  const label = ctx.design.btnsList.find((b) => b.value === value)?.label;
  return label && label !== designerDefault ? label : translated;
}

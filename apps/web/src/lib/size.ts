import type { UiSize } from '../stores/app-store';

/** The spec's four UI sizes in the order the size selector lists them. */
export const UI_SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];

/** Ant Design component size for each of the spec's four UI sizes (the one place this mapping lives). */
export const ANTD_SIZE: Record<UiSize, 'large' | 'middle' | 'small'> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** Whether a size also uses Ant Design's compact algorithm (mini is small and compact). */
export function isCompact(size: UiSize): boolean {
  return size === 'mini';
}

import type { UiSize } from '@/stores/app-store';

/** The four UI sizes in menu order (spec 01 section 2.5). */
export const UI_SIZES: readonly UiSize[] = ['default', 'medium', 'small', 'mini'];

import type { ColumnData, FormData, OnlineDevConfig, OnlineDevListBody } from '@tessera/shared';
import type { ComponentType } from 'react';
import type { ListRow } from '../list-columns';

/**
 * What a generated list page hands each of its features (export, import, print, advanced query…):
 * a feature is a folder under `list/features/` with a toolbar component that owns its own dialogs,
 * registered by one line in `features/index.ts`.
 */
export interface OnlineListContext {
  modelId: string;
  menuId?: string;
  /** The page's title (the design's name or the menu's). */
  title: string;
  config: OnlineDevConfig;
  /** The list design in effect (a design without one gets a default). */
  design: ColumnData;
  form: FormData;
  /** The List call's body as the page sends it now (search, sort, page, super query, menuId). */
  query: OnlineDevListBody;
  /** The rows of the page shown now. */
  rows: ListRow[];
  /** Ids of the selected rows (empty when the list has no selection column). */
  selected: string[];
  /** Refetches the list. */
  reload: () => Promise<void>;
  /** Whether the design has this built-in or custom toolbar button and the user may use it. */
  hasButton: (value: string) => boolean;
  /** The label of a toolbar button: the designer's text, or the user's language for a built-in one. */
  buttonLabel: (value: string) => string;
  /** Sets (or clears) the advanced query (superQueryJson) of the list; back to page 1. */
  setSuperQuery: (superQueryJson: string | undefined) => void;
}

/** One feature of the generated list page. */
export interface OnlineListFeature {
  key: string;
  /** Buttons on the page's toolbar (and their dialogs); render nothing when not allowed. */
  Toolbar: ComponentType<{ ctx: OnlineListContext }>;
  /**
   * Whether the feature acts on the selected rows for this design and user (the list then shows
   * its selection column even without batch delete).
   */
  usesSelection?: (hasButton: OnlineListContext['hasButton']) => boolean;
}

import { advancedQueryFeature } from './advanced-query';
import { exportFeature } from './export';
import { importFeature } from './import';
import type { OnlineListFeature } from './list-feature';
import { printFeature } from './print';

/**
 * The generated list page's toolbar features, in toolbar order: each is a folder of its own here
 * (`export/`, `import/`, `print/`, `advanced-query/`…), registered by one line.
 */
export const onlineListFeatures: readonly OnlineListFeature[] = [
  advancedQueryFeature,
  exportFeature,
  importFeature,
  printFeature,
];

export type { OnlineListContext, OnlineListFeature } from './list-feature';

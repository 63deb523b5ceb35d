import type { OnlineListFeature } from '../list-feature';
import { AdvancedQueryButton } from './advanced-query-button';

/** The advanced query with saved plans (form-model.md §5.3). */
export const advancedQueryFeature: OnlineListFeature = { key: 'advancedQuery', Toolbar: AdvancedQueryButton };

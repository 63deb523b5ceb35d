/**
 * Query keys of the organisation feature. `all` holds organisations, positions and groups (an
 * organisation edit renames the paths positions show); `tree` every lazy level and search of the tree.
 */
export const organizeKeys = {
  all: ['organize'] as const,
  tree: ['organize', 'tree'] as const,
};

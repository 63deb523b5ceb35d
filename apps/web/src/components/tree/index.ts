export { lazyTreeKeys, useLazyTree, type LazyTree, type LazyTreeOptions } from './use-lazy-tree';

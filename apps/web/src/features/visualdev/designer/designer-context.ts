import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DesignerState, DesignerStore } from './designer-store';

/** The open designer's store. */
export const DesignerContext = createContext<DesignerStore | null>(null);

/** The open designer's store itself (for actions that read the state once). */
export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerContext);
  if (!store) throw new Error('useDesignerStore outside a designer');
  return store;
}

/** A slice of the open designer's state; re-renders only when that slice changes. */
export function useDesigner<T>(select: (state: DesignerState) => T): T {
  return useStore(useDesignerStore(), select);
}

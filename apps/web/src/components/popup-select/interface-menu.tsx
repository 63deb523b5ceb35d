import { createContext, useContext, type ReactNode } from 'react';

const InterfaceMenuContext = createContext<string | undefined>(undefined);

/**
 * The menu (form) the data widgets inside are used from. Their data interface calls carry its id;
 * the server runs an interface for a user holding that menu only when the menu declares use of it.
 */
export function InterfaceMenuProvider({ menuId, children }: { menuId?: string; children: ReactNode }) {
  return <InterfaceMenuContext.Provider value={menuId}>{children}</InterfaceMenuContext.Provider>;
}

/** The menu id the data widgets' calls carry (none outside an {@link InterfaceMenuProvider}). */
export const useInterfaceMenu = (): string | undefined => useContext(InterfaceMenuContext);

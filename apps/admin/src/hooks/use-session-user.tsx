import type { CurrentUser } from '@coresense/shared/schemas/auth';
import { createContext, type ReactNode, useContext } from 'react';

const SessionUserContext = createContext<CurrentUser | undefined>(undefined);

/** The signed-in user, provided once by the shell so features need not import each other. */
export function SessionUserProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return <SessionUserContext value={user}>{children}</SessionUserContext>;
}

export function useSessionUser(): CurrentUser | undefined {
  return useContext(SessionUserContext);
}

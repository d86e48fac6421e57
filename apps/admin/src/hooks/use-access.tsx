import { createContext, type ReactNode, useContext } from 'react';
import { type Access, type AccessFlag, allows, computeAccess } from '../access.ts';

const AccessContext = createContext<Access>(computeAccess(undefined));

export function AccessProvider({ access, children }: { access: Access; children: ReactNode }) {
  return <AccessContext value={access}>{children}</AccessContext>;
}

/** The flags of the signed-in user (src/access.ts). */
export function useAccess(): Access {
  return useContext(AccessContext);
}

/** Renders its children only for users holding `flag`, like umi's `<Access>`. */
export function Allowed({
  flag,
  children,
  fallback = null,
}: {
  flag: AccessFlag;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return allows(useAccess(), flag) ? children : fallback;
}

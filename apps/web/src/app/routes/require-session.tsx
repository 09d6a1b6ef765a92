import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession, type StoredSession } from '../../lib/session.ts';

/** Protected routes: without userId and userName in storage, go to /signup, replacing history. */
export function RequireSession({ children }: { children: (session: StoredSession) => ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/signup" replace />;
  return children(session);
}

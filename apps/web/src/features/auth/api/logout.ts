import { api, ApiError } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/**
 * Logs out: the server revokes the session; then the browser forgets the user. A server that no
 * longer knows the session (401) means the user is already logged out, which is what they wanted.
 * Kept apart from the other auth calls because the header uses it on every page, the landing page included.
 */
export async function logout(): Promise<void> {
  try {
    await api<undefined>('/user/logout', { method: 'POST', expectUnauthorized: true });
  } catch (error) {
    if (!(error instanceof ApiError && error.unauthorized)) throw error;
  }
  clearSession();
}

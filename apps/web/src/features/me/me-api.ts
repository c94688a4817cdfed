import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@panel/domain/endpoints/auth';
import { api } from '../../lib/api-client';
import { clearSession, getToken } from '../../lib/session';

/**
 * Logs out: asks the server to drop the token (POST /api-auth/oauth/remove/token?access_token=...)
 * and forgets the session whatever the server answers.
 */
export async function logOut(): Promise<void> {
  const token = getToken();
  if (!token) return clearSession();
  // The call is sent with the token, then the session is cleared at once: an answer arriving for a
  // token that is already gone (even a 401) opens no login-status dialog.
  const removal = api.call(authEndpoints.logout, { query: { access_token: token }, hide: true });
  clearSession();
  try {
    await removal;
  } catch (error) {
    console.error('Could not remove the token on the server', error);
  }
}

/** Logs out (the session is forgotten whatever the server answers). */
export function useLogOut() {
  return useMutation({ mutationFn: logOut });
}

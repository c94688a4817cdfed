// What the logged-in shell loads before showing any screen (spec section 2: current user, the
// storage (CDN) domain and the system configuration), then the invite link (section 3).
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { CurrentUserResponse } from '@panel/domain/contract/auth';
import type { SystemConfigResponse } from '@panel/domain/contract/system';
import { usersEndpoints } from '@panel/domain/endpoints/users';
import { api } from './api-client';
import { CDN_DOMAIN_READ, CURRENT_USER_READ, SYSTEM_CONFIG_READ } from './boot-requests';
import { saveUserInfo } from './session';

export const currentUserQuery = queryOptions({
  queryKey: ['users', 'current'],
  // Spec section 8: a failed user info load is only logged; no message.
  queryFn: async ({ signal }) => {
    try {
      const user = await api.read<CurrentUserResponse>(CURRENT_USER_READ, { signal, hide: true });
      saveUserInfo(user);
      return user;
    } catch (error) {
      console.error('Could not load the current user', error);
      throw error;
    }
  },
  staleTime: Infinity,
});

export const cdnDomainQuery = queryOptions({
  queryKey: ['s3', 'cdn-domain'],
  queryFn: ({ signal }) => api.read<string>(CDN_DOMAIN_READ, { signal }),
  staleTime: Infinity,
});

export const systemConfigQuery = queryOptions({
  queryKey: ['config', 'system'],
  queryFn: ({ signal }) => api.read<SystemConfigResponse>(SYSTEM_CONFIG_READ, { signal }),
  staleTime: Infinity,
});

export const inviteLinkQuery = queryOptions({
  queryKey: ['invite', 'link'],
  // Spec section 8: a failed invite link load is only logged; loading ends, no message.
  queryFn: async ({ signal }) => {
    try {
      return await api.call(usersEndpoints.inviteLink, { query: { version: 1 }, signal, hide: true });
    } catch (error) {
      console.error('Could not load the invite link', error);
      throw error;
    }
  },
  staleTime: Infinity,
  retry: false,
});

/** The current user (loaded by the shell before any guarded screen shows). */
export function useCurrentUser(): CurrentUserResponse {
  return useSuspenseQuery(currentUserQuery).data;
}

/** The base address of stored files. */
export function useCdnDomain(): string {
  return useSuspenseQuery(cdnDomainQuery).data;
}

export function useSystemConfig(): SystemConfigResponse {
  return useSuspenseQuery(systemConfigQuery).data;
}

/**
 * The invite link as far as it is loaded: the shell fetches it once the start-up data is in; this
 * only reads (and follows) that, so a failed load is not tried again by every screen.
 */
export function useInviteLink() {
  return useQuery({ ...inviteLinkQuery, enabled: false });
}

/** The full address of a stored file: absolute addresses stay, keys get the CDN domain in front. */
export function cdnUrl(domain: string, key: string | null | undefined): string | undefined {
  if (!key) return undefined;
  if (/^(https?:|data:|blob:)/i.test(key) || key.startsWith('/')) return key;
  return `${domain.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`;
}

// The public redeem call (packages/domain/src/contract/codes.ts): no login, its own rate limit.
import { useMutation } from '@tanstack/react-query';
import type { RedeemRequest } from '@panel/domain/contract/codes';
import { codesEndpoints } from '@panel/domain/endpoints/codes';
import { api } from '../../lib/api-client';

/** POST /api/redeem: quiet, the page shows each refusal itself (at the code, at the target, or the wait). */
export function useRedeem() {
  return useMutation({
    mutationFn: (body: RedeemRequest) => api.call(codesEndpoints.redeem, { body, hide: true }),
  });
}

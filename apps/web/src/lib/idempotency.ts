// Idempotency keys of money- and stock-moving calls (design/payments.md; architecture "Seams"): one
// key per submit, the same key on every retry of that submit, so a retry the server already
// handled is answered with the first result and moves nothing twice.
import { CLIENT_HEADERS } from '@panel/domain/contract/headers';
import { ERROR_CODES } from '@panel/domain/errors';
import { useState } from 'react';
import { ApiError } from './api-client';

/**
 * True when a failed call may still have been applied, or is still being applied: no answer
 * (network, time-out), a server failure (HTTP 5xx), or -5 (the first request with this key is in
 * flight). Asking again must then reuse the key.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === ERROR_CODES.PROCESS_ALREADY_STARTED || error.code === ERROR_CODES.NETWORK || error.status === 0 || error.status >= 500;
}

/** True for -5: the server is still handling the first request with this key. */
export function isStillInFlight(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.PROCESS_ALREADY_STARTED;
}

/** The keys of one form's submits. */
export type SubmitKeys = {
  /**
   * The key of submitting `payload`: the key of the last submit when it asked the same and its
   * outcome is not known yet (a retry), else a new one.
   */
  keyFor(payload: unknown): string;
  /** The last submit's outcome is known (applied, or refused for good): the next submit gets a new key. */
  settle(): void;
};

export function createSubmitKeys(newKey: () => string = () => crypto.randomUUID()): SubmitKeys {
  let open: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload);
      if (open?.payload !== text) open = { payload: text, key: newKey() };
      return open.key;
    },
    settle() {
      open = null;
    },
  };
}

/** The header that carries a money call's key. */
export const idempotencyHeaders = (idempotencyKey: string) => ({ [CLIENT_HEADERS.idempotencyKey]: idempotencyKey });

/** A screen's submit keys, kept for as long as the screen is. */
export function useSubmitKeys(): SubmitKeys {
  const [keys] = useState(() => createSubmitKeys());
  return keys;
}

/**
 * Retry rule of a mutation carrying an idempotency key (its variables hold the key, so every retry
 * sends the same one): while the first request is in flight (-5) a few times, after no answer once.
 */
export function retryIdempotent(failureCount: number, error: unknown): boolean {
  if (isStillInFlight(error)) return failureCount < 5;
  return failureCount < 1 && error instanceof ApiError && error.status === 0;
}

/** Waits longer after each -5: 0.5 s, 1 s, 2 s ... */
export function inFlightRetryDelay(failureCount: number): number {
  return Math.min(500 * 2 ** failureCount, 4000);
}

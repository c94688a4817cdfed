// What a live event changes on screen: each kind refreshes the reads it touches (the open screens
// ask again at once; the others are marked stale and ask when they next show). Decision 031.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents, type LiveEvent } from '../lib/live-events';

/** The seller's stock reads (not the mall's: no event of a person's own changes what the mall shows). */
const STOCK = ['catalogue', 'stock'];

/** The reads each kind of event touches, by query key prefix. */
export function touchedBy(event: LiveEvent): QueryKey[] {
  switch (event.kind) {
    // An order moved: both sides' lists and details, the home to-dos, its payment, the wallets, the seller's stock.
    case 'order':
      return [['orders'], ['payments'], ['wallet'], STOCK];
    case 'follow':
      return [['follows']];
    case 'task':
      return [['tasks', String(event.data.subject)], ...(event.data.state === 'DONE' ? [['codes'], ['recharge'], STOCK] : [])];
    case 'stock.low':
      return [STOCK, ['catalogue', 'listings']];
    // A top-up's owner sees their wallet move; an operator, the review list and Home's to-do.
    case 'top_up':
      return [['wallet'], ['ops'], ['orders', 'todo']];
    case 'notification':
      return [['notifications']];
    // Too far behind to replay: everything is read again.
    case 'reset':
      return [[]];
    // A stream that starts with no past (the panel just opened): whatever events could have touched.
    case 'resync':
      return [['orders'], ['payments'], ['wallet'], ['follows'], ['tasks'], STOCK, ['notifications']];
    default:
      return [];
  }
}

/**
 * Refreshes the reads an event touches that hold an answer: a read that failed waits for the person's
 * "Try again", and one still loading brings the news anyway.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  for (const queryKey of touchedBy(event)) void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.status === 'success' });
}

/** Opens the stream while the shell is shown and applies what arrives to its query cache. */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => connectLiveEvents((event) => applyLiveEvent(queryClient, event)), [queryClient]);
}

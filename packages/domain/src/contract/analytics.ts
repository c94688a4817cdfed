// First-party analytics (spec section 9: events are prefixed h5-). The panel sends batches of
// events to its own server; an event says what happened, when, on which screen and in which
// language, with at most an anonymous random id of the device: never who (no user ids, emails,
// phones) and nothing typed.
import { z } from 'zod';
import { LOCALES } from '../locale';

/** Every event the panel may send; the server refuses any other name. */
export const ANALYTICS_EVENTS = [
  'h5-sign-up',
  'h5-login',
  'h5-follow-request',
  'h5-store-set-up',
  'h5-listing-published',
  'h5-order-created',
  'h5-order-paid',
  'h5-order-delivered',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** The most events one batch may carry. */
export const ANALYTICS_BATCH_MAX = 50;

/** A route's screen without anything that names a person or a record: letters, digits, '/', '-', '_' and ':id'. */
export const ANALYTICS_SCREEN = /^\/[A-Za-z0-9/_:-]{0,120}$/;

export const AnalyticsEvent = z.strictObject({
  name: z.enum(ANALYTICS_EVENTS),
  /** When it happened, in epoch milliseconds of the device's clock. */
  at: z.number().int().positive(),
  screen: z.string().regex(ANALYTICS_SCREEN),
  language: z.enum(LOCALES),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const AnalyticsBatch = z.strictObject({
  /** A random id the device made for itself (not tied to an account), or none. */
  device: z.uuid().optional(),
  events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>;

export const AnalyticsAccepted = z.object({ accepted: z.number().int() });

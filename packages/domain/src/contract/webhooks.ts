// Webhooks of the reseller API (the Standard Webhooks scheme, https://www.standardwebhooks.com):
// the events a user can be sent, the body each delivery carries, and the calls that manage the
// endpoints they are sent to. Every id and amount in a body is a string; no body carries a secret,
// a code or a card number.
import { z } from 'zod';
import { Page, PageRequest } from './envelope';

/** Every event a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.delivered',
  'order.cancelled',
  'voucher.uploaded',
  'voucher.rejected',
  'payment.chargeback',
  'payment.refunded',
  'stock.low',
  'codes.generated',
  'recharge.completed',
  'follow.requested',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The events as the panel's form groups them. */
export const WEBHOOK_EVENT_GROUPS = {
  orders: ['order.created', 'order.paid', 'order.delivered', 'order.cancelled'],
  payments: ['voucher.uploaded', 'voucher.rejected', 'payment.chargeback', 'payment.refunded'],
  stockAndCodes: ['stock.low', 'codes.generated', 'recharge.completed'],
  follows: ['follow.requested'],
} as const satisfies Record<string, readonly WebhookEventType[]>;

export { WEBHOOK_ENDPOINTS_MAX } from '../constants';
/** Hours the previous secret still signs after a rotation. */
export const WEBHOOK_ROTATION_HOURS = 24;
export const WEBHOOK_URL_MAX = 1000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

// --- What a delivery carries --------------------------------------------------------------------

/** Which side of an order the endpoint's owner is on. */
export const WebhookOrderRole = z.enum(['seller', 'buyer']);

/** The data of order.*, voucher.* and payment.* events: the order as it is after the change. */
export const WebhookOrderData = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  role: WebhookOrderRole,
  status: z.string(),
  cardName: z.string(),
  quantity: z.number().int(),
  /** The order's total, a decimal string in `currency`. */
  amount: z.string(),
  currency: z.string(),
  paymentType: z.string(),
});

export const WebhookStockLowData = z.object({
  listingId: z.string(),
  cardId: z.string(),
  cardName: z.string(),
  units: z.number().int(),
  threshold: z.number().int(),
});

/** codes.generated and recharge.completed: the task that ended and what it did. */
export const WebhookTaskData = z.object({
  taskId: z.string(),
  cardId: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});

export const WebhookFollowData = z.object({ followId: z.string(), storeId: z.string() });

/** The JSON body of every delivery. */
export const WebhookMessage = z.object({
  type: WebhookEventType,
  /** When the event happened, ISO 8601. */
  timestamp: z.string(),
  data: z.union([WebhookOrderData, WebhookStockLowData, WebhookTaskData, WebhookFollowData]),
});
export type WebhookMessage = z.infer<typeof WebhookMessage>;

// --- The calls -------------------------------------------------------------------------------------

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** One endpoint of the caller's, with how its latest delivery went. */
export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** While a rotation's previous secret still signs, until when; null otherwise. */
  previousSecretUntil: z.string().nullable(),
  lastDelivery: z.object({ status: WebhookDeliveryStatus, at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointsResponse = z.object({ list: z.array(WebhookEndpoint) });
export type WebhookEndpointsResponse = z.infer<typeof WebhookEndpointsResponse>;

export const WebhookParams = z.object({ id: z.uuid() });
export const WebhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

const events = z.array(WebhookEventType).min(1, { error: 'validation.webhookEvents' }).max(WEBHOOK_EVENT_TYPES.length);
const description = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, { error: 'validation.tooLong' });

/** POST /api/webhooks: where to send which events (the server checks the address itself at once). */
export const CreateWebhookRequest = z
  .object({
    url: z.string().trim().min(1, { error: 'validation.required' }).max(WEBHOOK_URL_MAX, { error: 'validation.tooLong' }),
    description: description.default(''),
    events,
  })
  .strict();
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequest>;

/** PATCH /api/webhooks/:id: what changes; the address does not (make another endpoint). */
export const UpdateWebhookRequest = z.object({ description: description.optional(), events: events.optional(), enabled: z.boolean().optional() }).strict();
export type UpdateWebhookRequest = z.input<typeof UpdateWebhookRequest>;

/** The signing secret, shown once: `whsec_` and the base64 of its bytes. */
export const WebhookSecretResponse = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

export const WebhookDeliveriesQuery = PageRequest;

/** One delivery: the event, its body exactly as sent, and how its attempts went. */
export const WebhookDelivery = z.object({
  id: z.uuid(),
  /** The webhook-id header: the same on every attempt and when sent again. */
  webhookId: z.string(),
  type: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when none came. */
  lastStatus: z.number().int().nullable(),
  /** The start of the last answer's body, or what went wrong. */
  lastResponse: z.string().nullable(),
  payload: z.string(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = Page(WebhookDelivery);
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const DeleteWebhookResponse = z.object({ deleted: z.literal(true) });

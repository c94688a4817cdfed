// Webhooks: the endpoints a user has events sent to, their signing secrets and their deliveries.
import type * as H from '../contract/webhooks';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const webhooksEndpoints = {
  list: endpoint<{ response: typeof H.WebhookEndpointsResponse }>({
    method: 'GET',
    path: '/api/webhooks',
    access: 'user',
    summary: "The caller's webhook endpoints, each with how its latest delivery went.",
  }),
  get: endpoint<{ params: typeof H.WebhookParams; response: typeof H.WebhookEndpoint }>({
    method: 'GET',
    path: '/api/webhooks/:id',
    access: 'user',
    summary: 'One webhook endpoint of the caller’s.',
    errors: [E.NOT_FOUND],
  }),
  create: endpoint<{ body: typeof H.CreateWebhookRequest; response: typeof H.WebhookSecretResponse }>({
    method: 'POST',
    path: '/api/webhooks',
    access: 'user',
    summary: 'Adds an endpoint that is sent the chosen events; answers its signing secret, shown this once.',
  }),
  update: endpoint<{ params: typeof H.WebhookParams; body: typeof H.UpdateWebhookRequest; response: typeof H.WebhookEndpoint }>({
    method: 'PATCH',
    path: '/api/webhooks/:id',
    access: 'user',
    summary: "Changes an endpoint's events, description or whether it is sent anything.",
    errors: [E.NOT_FOUND],
  }),
  rotateSecret: endpoint<{ params: typeof H.WebhookParams; response: typeof H.WebhookSecretResponse }>({
    method: 'POST',
    path: '/api/webhooks/:id/rotate-secret',
    access: 'user',
    summary: 'Makes a new signing secret, shown this once; the previous one also signs for 24 hours.',
    errors: [E.NOT_FOUND],
  }),
  remove: endpoint<{ params: typeof H.WebhookParams; response: typeof H.DeleteWebhookResponse }>({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    access: 'user',
    summary: 'Deletes an endpoint and its deliveries.',
    errors: [E.NOT_FOUND],
  }),
  deliveries: endpoint<{ params: typeof H.WebhookParams; query: typeof H.WebhookDeliveriesQuery; response: typeof H.WebhookDeliveriesResponse }>({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    access: 'user',
    summary: "An endpoint's deliveries, newest first: the event, its body, the attempts and the last answer.",
    errors: [E.NOT_FOUND],
  }),
  resend: endpoint<{ params: typeof H.WebhookDeliveryParams; response: typeof H.WebhookDelivery }>({
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/resend',
    access: 'user',
    summary: 'Sends a delivery again now, with the same webhook-id.',
    errors: [E.NOT_FOUND],
  }),
};

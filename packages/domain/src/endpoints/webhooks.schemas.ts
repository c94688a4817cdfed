import * as H from '../contract/webhooks';
import { bindSchemas } from './endpoint';
import { webhooksEndpoints } from './webhooks';

export const webhooksSchemas = bindSchemas(webhooksEndpoints, {
  list: { response: H.WebhookEndpointsResponse },
  get: { params: H.WebhookParams, response: H.WebhookEndpoint },
  create: { body: H.CreateWebhookRequest, response: H.WebhookSecretResponse },
  update: { params: H.WebhookParams, body: H.UpdateWebhookRequest, response: H.WebhookEndpoint },
  rotateSecret: { params: H.WebhookParams, response: H.WebhookSecretResponse },
  remove: { params: H.WebhookParams, response: H.DeleteWebhookResponse },
  deliveries: { params: H.WebhookParams, query: H.WebhookDeliveriesQuery, response: H.WebhookDeliveriesResponse },
  resend: { params: H.WebhookDeliveryParams, response: H.WebhookDelivery },
});

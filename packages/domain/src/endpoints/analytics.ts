// The panel's usage events.
import type { AnalyticsAccepted } from '../contract/analytics';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const analyticsEndpoints = {
  // A beacon sends its JSON as text (navigator.sendBeacon cannot send application/json everywhere): the handler reads either.
  events: endpoint<{ response: typeof AnalyticsAccepted }>({
    method: 'POST',
    path: '/api/analytics/events',
    access: 'public',
    body: 'raw',
    summary: 'Records a batch of usage events (what happened, on which screen, in which language; never who): how many were kept.',
    errors: [E.OPERATION_TOO_FREQUENT, E.PARAM_ERROR],
  }),
};

import { AnalyticsAccepted } from '../contract/analytics';
import { analyticsEndpoints } from './analytics';
import { bindSchemas } from './endpoint';

export const analyticsSchemas = bindSchemas(analyticsEndpoints, {
  events: { response: AnalyticsAccepted },
});

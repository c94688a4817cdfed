import * as K from '../contract/api-keys';
import { apiKeysEndpoints } from './api-keys';
import { bindSchemas } from './endpoint';

export const apiKeysSchemas = bindSchemas(apiKeysEndpoints, {
  list: { response: K.ApiKeysResponse },
  create: { body: K.CreateApiKeyRequest, response: K.CreatedApiKey },
  revoke: { params: K.ApiKeyParams, response: K.ApiKey },
});

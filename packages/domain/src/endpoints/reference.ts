// The API's own description.
import { endpoint } from './endpoint';

export const referenceEndpoints = {
  document: endpoint<{ response: false }>({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This document: the OpenAPI 3.1 description of every call.',
  }),
};

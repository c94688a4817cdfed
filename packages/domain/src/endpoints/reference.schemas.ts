import { bindSchemas } from './endpoint';
import { referenceEndpoints } from './reference';

export const referenceSchemas = bindSchemas(referenceEndpoints, { document: { response: false } });

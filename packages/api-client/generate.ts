// Writes src/schema.ts, the client's types, from the API's OpenAPI document as the server makes
// it (packages/domain/src/endpoints/openapi.ts): `npm run api:client` after changing the endpoint
// table. The server's reference tests fail while the file differs from a fresh generation.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { schemaSource } from './src/generate-schema';

const target = fileURLToPath(new URL('./src/schema.ts', import.meta.url));
await writeFile(target, await schemaSource());
console.log(`wrote ${target}`);

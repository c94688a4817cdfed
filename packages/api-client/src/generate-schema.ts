// The client's types as openapi-typescript makes them from the API's document.
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '@panel/domain/endpoints/openapi';
import { API_VERSION } from '@panel/domain/endpoints/version';

const HEADER = "// Generated from the API's OpenAPI document by `npm run api:client`: do not edit.\n";

export async function schemaSource(): Promise<string> {
  const ast = await openapiTS(openApiDocument(API_VERSION) as unknown as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

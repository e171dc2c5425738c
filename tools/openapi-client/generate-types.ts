/**
 * The client's types (client/api-types.ts) from the shop's OpenAPI document, written by
 * openapi-typescript. client/api-types.test.ts compares the file with what this gives;
 * `npm run api:types` rewrites it after an endpoint changed.
 */
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

const banner = `/**
 * The Washi API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run api:types\` after changing an endpoint.
 */

`;

export async function generateApiTypes(document: object) {
  // A plain JSON copy: what /api/openapi.json serves.
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)) as OpenAPI3, {
    // A field with a default may be left out of a request.
    defaultNonNullable: false,
  });
  return banner + astToString(ast);
}

import { expect, it } from "vitest";
import { createOpenApiDocument } from "#server/http/openapi/document.ts";
import { generateApiTypes } from "../tools/openapi-client/generate-types.ts";

it("are generated from the OpenAPI document as it is now (npm run api:types)", async () => {
  const generated = await generateApiTypes(createOpenApiDocument());
  await expect(generated).toMatchFileSnapshot("./api-types.ts");
});

/** The customs form's fields, read from a query string (the page and the CSV share them). */
export const customsFieldNames = [
  "name",
  "addressLine1",
  "addressLine2",
  "city",
  "stateProvince",
  "postalCode",
  "weightGrams",
] as const;

export function customsQuery(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of customsFieldNames) values[name] = params.get(name) ?? "";
  return values;
}

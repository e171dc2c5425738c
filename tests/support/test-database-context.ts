/** What the Vitest global setups hand to each test file through `inject("testDatabase")`. */
export type TestDatabaseTemplate =
  | { kind: "pglite"; templateFile: string }
  | { kind: "postgres"; adminUrl: string; templateName: string; prefix: string };

declare module "vitest" {
  interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

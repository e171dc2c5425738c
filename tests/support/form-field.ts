import type { Locator, Page } from "@playwright/test";

/**
 * A form field by its label, which may end in ' *' (a required field's), inside `scope`: a
 * page's main content, or a part of a page.
 */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const within = "goto" in scope ? scope.getByRole("main") : scope;
  return within.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

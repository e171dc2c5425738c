/**
 * Accessibility check with axe-core: the whole default rule set (WCAG 2.x A/AA and best
 * practices), because the design's bar is "axe finds nothing on any page". A failure lists
 * each violation with its rule, impact, help text and the elements concerned.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "#tests/support/fixtures.ts";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

export function formatViolations(violations: AxeResults["violations"]) {
  return violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => {
        const html = node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html;
        const summary = node.failureSummary?.replaceAll("\n", "\n      ");
        return `    ${node.target.join(" ")}  ${html}\n      ${summary}`;
      })
      .join("\n");
    const more = violation.nodes.length > 5 ? `\n    …and ${violation.nodes.length - 5} more` : "";
    return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
  });
}

export async function expectNoAxeViolations(
  page: Page,
  testInfo: TestInfo,
  options: { include?: string; label?: string } = {},
) {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${options.label ?? "page"}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: "application/json",
    });
  }
  expect(
    formatViolations(results.violations),
    `axe violations on ${options.label ?? page.url()}`,
  ).toEqual([]);
}

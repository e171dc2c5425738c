/**
 * Accessibility check with axe-core: the whole default rule set (WCAG 2.x A/AA and best
 * practices), because the design's bar is "axe finds nothing on any page". A failure lists
 * each violation with its rule, impact, help text and the elements concerned.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page, TestInfo } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { expect } from "#tests/support/fixtures.ts";

/** axe-core's minified build: a third of the size of `axe.source`, so quicker to compile per page. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Runs axe in the page itself, once injected per document. The shop's pages have no frames,
 * so nothing is merged across them (what @axe-core/playwright's default mode adds, with a
 * second page per check). Only violations are collected in full: gathering every passing
 * node cost a third of each check.
 */
async function runAxe(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Colours part-way through a transition (a toast fading in) are not the page's colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(
    (selector) =>
      (window.axe as NonNullable<Window["axe"]>).run(
        selector ? { include: [selector] } : document,
        {
          resultTypes: ["violations"],
        },
      ),
    include,
  );
}

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
  const results = await runAxe(page, options.include);
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

/** The phone and desktop widths of the e2e projects. */
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** expectNoAxeViolations at 390 and at 1280 px, then back at the page's own size. */
export async function expectNoAxeViolationsAtBothWidths(
  page: Page,
  testInfo: TestInfo,
  label: string,
) {
  const own = page.viewportSize();
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, testInfo, { label: `${label} at ${size.width} px` });
  }
  if (own) await page.setViewportSize(own);
}

/**
 * A screen at phone width: its level-1 heading `title`, nothing wider than the screen (no
 * sideways scrolling), and no axe violations.
 */
export async function expectPhoneScreen(page: Page, testInfo: TestInfo, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, testInfo, {
    label: `${new URL(page.url()).pathname} at 390 px`,
  });
}

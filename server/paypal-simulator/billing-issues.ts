import type { z } from "zod";
import type { IssueDetail } from "#server/paypal-simulator/errors.ts";

/**
 * Zod's complaints as the Subscriptions API's 400 details, each pointing at its field, one
 * per field (a short URL that is no URL is one mistake).
 */
export function billingSchemaIssues(error: z.ZodError): IssueDetail[] {
  const details = new Map<string, IssueDetail>();
  for (const issue of error.issues) {
    const field = `/${issue.path.join("/")}`;
    if (!details.has(field))
      details.set(field, { field, location: "body", issue: billingIssueOf(issue) });
  }
  return [...details.values()].slice(0, 10);
}

function billingIssueOf(issue: z.core.$ZodIssue) {
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return "MISSING_REQUIRED_PARAMETER";
  }
  if (issue.code === "too_big" || issue.code === "too_small") {
    const end = issue.code === "too_big" ? "MAX" : "MIN";
    if (issue.origin === "string") return `INVALID_STRING_${end}_LENGTH`;
    if (issue.origin === "number") return `INVALID_INTEGER_${end}_VALUE`;
  }
  if (issue.code === "invalid_format") return "INVALID_PARAMETER_SYNTAX";
  return "INVALID_PARAMETER_VALUE";
}

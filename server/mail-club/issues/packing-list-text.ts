import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { withoutCountryMessage } from "#server/mail-club/issues/issue-messages.ts";
import type { PackingList } from "#server/mail-club/issues/packing-list.ts";
import { planName } from "#server/mail-club/plan-name.ts";

/**
 * The packing list as plain text to print: the totals, the notes, one block per envelope,
 * then the recipients who have no label because their address names no country.
 */
export function packingListText(list: PackingList): string {
  const { issue } = list;
  const out = [
    `Mail Club — ${formatIssueMonth(issue.month)}: ${issue.title}`,
    "",
    `Envelopes: ${list.envelopes}`,
    `  USA plan: ${list.byPlan.usa}`,
    `  International plan: ${list.byPlan.international}`,
  ];
  if (list.withoutCountry.length > 0) {
    out.push(`No country, so no label: ${list.withoutCountry.length} (at the end of this list)`);
  }
  if (list.byCountry.length > 0) {
    out.push("", "By country:");
    for (const { name, count } of list.byCountry) out.push(`  ${name}: ${count}`);
  }
  if (issue.notes) out.push("", "Notes:", ...issue.notes.split(/\r?\n/).map((line) => `  ${line}`));
  out.push("", "Envelopes in label order:");
  for (const entry of list.recipients) {
    out.push(
      "",
      `[ ] ${entry.number}. (sheet ${entry.sheet}, label ${entry.label}) ${planName(entry.plan)}`,
      ...entry.lines.map((line) => `    ${line}`),
      ...entry.extraLines.map((line) => `    ${line}`),
    );
  }
  if (list.withoutCountry.length > 0) {
    out.push("", withoutCountryMessage(list.withoutCountry.length));
    for (const recipient of list.withoutCountry) {
      out.push(
        "",
        `[ ] ${recipient.name}, ${recipient.email} (${planName(recipient.plan)})`,
        ...recipient.lines.map((line) => `    ${line}`),
        ...recipient.extraLines.map((line) => `    ${line}`),
      );
    }
  }
  return `${out.join("\n")}\n`;
}

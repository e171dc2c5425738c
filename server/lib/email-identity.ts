import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The person an e-mail address stands for, as limits count people ("each free product once
 * per e-mail address"; discount codes' "once per customer"): the address in lower case, its
 * local part without a `+tag` and without dots. Gmail, Outlook, iCloud and Fastmail deliver
 * `ana+1@` to `ana@`, and Gmail `a.na@` too; the shop treats every provider so, since telling
 * them apart would let a script pick the one provider that does not. Two people whose
 * addresses differ by a dot only are, for these limits, one (decision 036).
 */
export function emailIdentity(email: string) {
  const lower = email.trim().toLowerCase();
  const at = lower.indexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, "").replaceAll(".", "");
  return `${local}@${lower.slice(at + 1)}`;
}

/** `emailIdentity` of a column, in SQL, for comparing stored addresses with one. */
export function emailIdentitySql(column: AnyColumn | SQL): SQL<string> {
  const lower = sql`lower(trim(${column}))`;
  const local = sql`regexp_replace(regexp_replace(split_part(${lower}, '@', 1), '\\+.*$', ''), '\\.', '', 'g')`;
  return sql<string>`case when strpos(${lower}, '@') = 0 then ${lower} else ${local} || '@' || substr(${lower}, strpos(${lower}, '@') + 1) end`;
}

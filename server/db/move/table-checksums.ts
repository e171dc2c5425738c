import { quoted } from "./source-tables.ts";

export interface TableChecksum {
  rows: number;
  checksum: string;
}

/**
 * Settings that make a row's text the same on both servers: the checksum hashes each row's
 * text, and times, floats and bytes are written as text by these.
 */
export const sameTextSettings = [
  "set timezone to 'UTC'",
  "set datestyle to 'ISO, MDY'",
  "set intervalstyle to 'postgres'",
  "set extra_float_digits to 1",
  "set bytea_output to 'hex'",
];

/**
 * Counts a table's rows and hashes them, order aside: the MD5 of the sorted MD5s of each
 * row's text, generated columns included (so they must come out the same on the target).
 */
export function checksumQuery(table: string) {
  return `select count(*)::int as rows,
    md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text) collate "C"), '')) as checksum
    from ${quoted(table)} t`;
}

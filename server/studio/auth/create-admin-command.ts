import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/lib/errors.ts";
import { saveStudioAccount } from "./studio-accounts.ts";

export const createAdminUsage =
  "Usage: npm run studio:create-admin -- --email you@example.com [--name 'Your Name'] [--reset]";

/**
 * `npm run studio:create-admin`: makes a studio account, or with --reset gives an existing one
 * a new password (signing it out everywhere). The password is asked for, never taken from the
 * command line where the shell history would keep it; piped input works for scripts.
 */
export async function createAdminCommand(db: Database, args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: "string" },
      name: { type: "string", default: "" },
      reset: { type: "boolean", default: false },
    },
  });
  if (!values.email) {
    console.error(createAdminUsage);
    return 1;
  }
  const password = await askPassword("Password (12 characters or more): ");
  try {
    const { account, created } = await saveStudioAccount(
      db,
      { email: values.email, password, name: values.name },
      { replacePassword: values.reset },
    );
    console.log(
      created
        ? `Created the studio account ${account.email}. Sign in at /studio/login.`
        : `Set a new password for ${account.email}; its sessions were ended.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const hint = error.code === "conflict" ? " Add --reset to give it a new password." : "";
    console.error(`${error.message}${hint}`);
    return 1;
  }
}

async function askPassword(prompt: string) {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return "";
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  let password = "";
  try {
    for await (const chunk of input) {
      for (const char of String(chunk)) {
        if (char === "\r" || char === "\n") return password;
        if (char === "\u0003") process.exit(130);
        if (char === "\u007f") password = password.slice(0, -1);
        else password += char;
      }
    }
    return password;
  } finally {
    input.setRawMode(false);
    input.pause();
    process.stdout.write("\n");
  }
}

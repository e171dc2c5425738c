/**
 * The studio account of the shared e2e servers (made at their start from ADMIN_EMAIL and
 * ADMIN_PASSWORD) and the ways tests sign in with it: in a browser page, or as a cookie for
 * requests to a test app.
 */
import type { Page } from "@playwright/test";
import type { Database } from "#server/db/client.ts";
import { saveStudioAccount } from "#server/studio/auth/studio-accounts.ts";
import { STUDIO_COOKIE } from "#server/studio/auth/studio-cookie.ts";
import { startStudioSession } from "#server/studio/auth/studio-sessions.ts";

export const studioAdmin = {
  email: "maker@washi.test",
  password: "paper-and-tape-2026",
} as const;

/** The environment that gives a server the studio account above. */
export const studioAdminEnv = {
  ADMIN_EMAIL: studioAdmin.email,
  ADMIN_PASSWORD: studioAdmin.password,
};

/**
 * Signs the page in to the studio through its sign-in form and waits for `returnTo`; `origin`
 * for a spec's own server (the project's baseURL otherwise).
 */
export async function signInToStudio(page: Page, returnTo = "/studio", origin = "") {
  await page.goto(`${origin}/studio/login?${new URLSearchParams({ returnTo })}`);
  await page.getByLabel("Email").fill(studioAdmin.email);
  await page.getByLabel("Password").fill(studioAdmin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === new URL(returnTo, url).pathname);
}

/** A studio account on a test database and the Cookie header of a signed-in session. */
export async function studioSessionCookie(db: Database, email = studioAdmin.email) {
  const { account } = await saveStudioAccount(
    db,
    { email, password: studioAdmin.password },
    { replacePassword: true },
  );
  const session = await startStudioSession(db, account);
  return { account, cookie: `${STUDIO_COOKIE}=${session.token}` };
}

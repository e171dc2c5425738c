/**
 * Signing in over HTTP as the limit specs do: on the customer's and the studio's sign-in
 * pages, answering the status and the page.
 */
import { expect } from "@playwright/test";
import { signInMessages } from "#server/accounts/sign-in.ts";
import { customerPassword } from "#tests/support/security-principals.ts";
import type { Visitor } from "#tests/support/security-shop.ts";

export async function signInOnPage(visitor: Visitor, email: string, password: string) {
  const response = await visitor.request("/login", { form: { email, password } });
  return { status: response.status, body: await response.text() };
}

/** The right password is refused with the spec's words, and no session is made. */
export async function expectLockedOnPage(visitor: Visitor, email: string, what: string) {
  const answer = await signInOnPage(visitor, email, customerPassword);
  expect(answer.status, what).toBe(429);
  expect(answer.body, what).toContain(signInMessages.tooMany);
  expect(visitor.cookies.has("washi_session"), what).toBe(false);
}

export async function studioSignIn(visitor: Visitor, email: string, password: string) {
  const response = await visitor.request("/studio/login", { form: { email, password } });
  return { status: response.status, body: await response.text() };
}

/**
 * The spec's words for a failure nobody foresaw (§8) in the browser and on the page: each
 * form's clientAction says them when the server cannot answer (it threw, or the network
 * failed), and each form shows them as the server renders its refusal, sent without scripts.
 */
import type { ComponentProps, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AccountView, preferenceOptions } from "#app/components/account/account-data.ts";
import { AccountDetails } from "#app/components/account/account-details.tsx";
import { EmailPreferences } from "#app/components/account/email-preferences.tsx";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import type { FormRefusal } from "#app/forms/form-reply.ts";
import * as accountPage from "#app/routes/account.tsx";
import * as loginPage from "#app/routes/login.tsx";
import * as registerPage from "#app/routes/register.tsx";
import { addressFormOptions } from "#server/addresses/address-form-options.ts";

const CAUSE = "ECONNRESET 10.0.0.7:5432";

/** A route's clientAction with the form `fields`, when the server's answer never comes. */
async function sentAndFailed(
  clientAction: (args: never) => Promise<unknown>,
  fields: Record<string, string> = {},
) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const request = new Request("https://shop.example/form", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const serverAction = () => Promise.reject(new TypeError(`Failed to fetch (${CAUSE})`));
  return clientAction({ request, serverAction, params: {} } as never);
}
afterEach(() => vi.restoreAllMocks());

function refusal(message: string, intent?: string): FormRefusal {
  return { ok: false, intent, message, errors: {} };
}

function render(page: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: page }]);
  return renderToStaticMarkup(
    <ToastProvider>
      <Stub initialEntries={["/"]} />
    </ToastProvider>,
  );
}

describe("with scripts, when the server cannot answer", () => {
  it.each([
    ["signing in", loginPage.clientAction, {}, "Login failed"],
    ["registering", registerPage.clientAction, {}, "Registration failed. Please try again."],
    [
      "saving My Details",
      accountPage.clientAction,
      { intent: "details" },
      "Failed to save details. Please try again.",
    ],
    [
      "changing a preference",
      accountPage.clientAction,
      { intent: "preferences", newsletter: "on" },
      "Failed to update preferences. Please try again.",
    ],
  ])("%s says the spec's words, never the error's", async (_, clientAction, fields, message) => {
    const answer = await sentAndFailed(clientAction as never, fields);
    expect(answer).toMatchObject({ data: { ok: false, message }, init: { status: 500 } });
    expect(JSON.stringify(answer)).not.toContain(CAUSE);
  });

  it("leaves the account's other forms as they were", async () => {
    await expect(
      sentAndFailed(accountPage.clientAction as never, { intent: "password" }),
    ).rejects.toThrow(CAUSE);
  });
});

describe("without scripts, the refusal on the page", () => {
  it("signing in shows 'Login failed' with the reset link", () => {
    const props = { actionData: refusal("Login failed") } as ComponentProps<
      typeof loginPage.default
    >;
    const html = render(() => <loginPage.default {...props} />);
    expect(html).toMatch(/role="alert".*We couldn&#x27;t sign you in.*Login failed.*Reset it here/);
  });

  it("registering shows 'Registration failed. Please try again.'", () => {
    const message = "Registration failed. Please try again.";
    const props = { actionData: refusal(message) } as ComponentProps<typeof registerPage.default>;
    const html = render(() => <registerPage.default {...props} />);
    expect(html).toMatch(
      /role="alert".*Registration failed<\/p><div><p>Registration failed\. Please try again\./,
    );
  });

  it("My Details keeps the form open under 'Save failed' and its words", () => {
    const message = "Failed to save details. Please try again.";
    const html = render(() => (
      <AccountDetails
        account={account}
        editing={false}
        refused={refusal(message, "details")}
        addressForm={addressFormOptions("US")}
      />
    ));
    expect(html).toMatch(/role="alert".*Save failed.*Failed to save details\. Please try again\./);
    expect(html).toContain("Save Details");
  });

  it("Email Preferences shows 'Update failed' over the switches as they are saved", () => {
    const message = "Failed to update preferences. Please try again.";
    const html = render(() => (
      <EmailPreferences
        saved={{ orderUpdates: true, newsletter: false, marketing: false }}
        options={preferenceOptions}
        refused={refusal(message, "preferences")}
      />
    ));
    expect(html).toMatch(
      /role="alert".*Update failed.*Failed to update preferences\. Please try again\./,
    );
    expect(html).toMatch(/<input id="preference-orderUpdates"[^>]*checked=""/);
    expect(html).not.toMatch(/<input id="preference-newsletter"[^>]*checked=""/);
  });
});

const account: AccountView = {
  email: "sora@example.com",
  firstName: "Sora",
  lastName: "Abe",
  fullName: "Sora Abe",
  phone: null,
  customerNumber: "C-1001",
  memberSince: "2025-01-01T00:00:00.000Z",
  emailPreferences: { orderUpdates: true, newsletter: false, marketing: false },
  shippingAddress: null,
  shippingAddressLines: null,
};

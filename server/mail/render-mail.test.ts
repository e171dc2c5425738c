import { describe, expect, it } from "vitest";
import type { MailMessage } from "#server/mail/queue-mail.ts";
import { renderMail } from "#server/mail/render-mail.tsx";

const messages: MailMessage[] = [
  {
    template: "password-reset",
    to: "ada@example.com",
    props: { firstName: "Ada", resetUrl: "https://washi.test/reset?token=abc", shopName: "Washi" },
  },
  {
    template: "welcome",
    to: "ada@example.com",
    props: {
      firstName: "Ada",
      accountUrl: "https://washi.test/account",
      verifyUrl: "https://washi.test/verify-email?token=abc",
      shopName: "Washi",
    },
  },
  {
    template: "password-changed",
    to: "ada@example.com",
    props: { firstName: "Ada", resetUrl: "https://washi.test/forgot-password", shopName: "Washi" },
  },
];

function linkOf(message: MailMessage) {
  if ("resetUrl" in message.props) return message.props.resetUrl;
  if ("accountUrl" in message.props) return message.props.accountUrl;
  return "orderNumber" in message.props ? message.props.orderNumber : "";
}

describe("renderMail", () => {
  it.each(messages)("renders $template as HTML and plain text with its link", async (message) => {
    const mail = await renderMail(message);
    expect(mail.subject).toContain("Washi");
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expect(mail.html).toContain(`href="${linkOf(message)}"`);
    expect(mail.html).toContain("Hello <!-- -->Ada");
    expect(mail.html).not.toMatch(/<img|<script/i);
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain(linkOf(message));
    expect(mail.text).not.toContain("<");
  });

  it("tells how long a reset link works and what to do when it was not asked for", async () => {
    const mail = await renderMail(messages[0] as MailMessage);
    expect(mail.subject).toBe("Reset your Washi password");
    expect(mail.text).toContain("The link works once and for 60 minutes.");
    expect(mail.text).toContain("If you did not ask for this, you can ignore this e-mail");
  });

  it("asks a new customer to confirm their address, and a resent one only that", async () => {
    const welcome = messages[1] as Extract<MailMessage, { template: "welcome" }>;
    const mail = await renderMail(welcome);
    expect(mail.html).toContain('href="https://washi.test/verify-email?token=abc"');
    expect(mail.text).toContain("Confirm your e-mail address");
    expect(mail.text).toContain("The link works once and for 7 days.");
    const resent = await renderMail({ ...welcome, props: { ...welcome.props, resent: true } });
    expect(resent.subject).toBe("Confirm your e-mail address for Washi");
    expect(resent.text).toContain("https://washi.test/verify-email?token=abc");
    expect(resent.text).not.toContain("Go to my account");
  });

  it("tells a guest who joined the Mail Club without a password that their account was made, and to choose one", async () => {
    const mail = await renderMail({
      template: "mail-club-set-password",
      to: "ada@example.com",
      props: {
        firstName: "Ada",
        setPasswordUrl: "https://washi.test/reset-password?token=set",
        verifyUrl: "https://washi.test/verify-email?token=abc",
        forgotPasswordUrl: "https://washi.test/forgot-password",
        shopName: "Washi",
      },
    });
    expect(mail.subject).toBe("Your Washi Mail Club account: choose your password");
    expect(mail.html).toContain('href="https://washi.test/reset-password?token=set"');
    expect(mail.html).toContain('href="https://washi.test/verify-email?token=abc"');
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain("As you joined, we made a Washi account for you");
    expect(mail.text).toContain("Your account has no password yet.");
    expect(mail.text).toContain("Choose your password");
    expect(mail.text).toContain("The link works once and for 7 days.");
    expect(mail.text).toContain("https://washi.test/forgot-password");
    // Not the reset mail's words: nobody asked to reset anything.
    expect(mail.text).not.toContain("reset the password");
  });

  it("escapes HTML in every prop", async () => {
    const mail = await renderMail({
      template: "welcome",
      to: "ada@example.com",
      props: {
        firstName: '<script>alert("x")</script>',
        accountUrl: 'https://washi.test/account?a=1&b="><img src=x>',
        verifyUrl: "https://washi.test/verify-email?token=abc",
        shopName: "Washi & <b>Co</b>",
      },
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Co</b>");
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).toContain("Hello <!-- -->&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Washi &amp; &lt;b&gt;Co&lt;/b&gt;");
    expect(mail.html).toContain(
      'href="https://washi.test/account?a=1&amp;b=&quot;&gt;&lt;img src=x&gt;"',
    );
    expect(mail.subject).toBe("Welcome to Washi & <b>Co</b>");
  });
});

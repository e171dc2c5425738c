import { type Context, Hono } from "hono";
import { contactFailureMessage } from "#server/content/contact/contact-limits.ts";
import { contactMessages } from "#server/content/contact/contact-schema.ts";
import {
  type ContactOutcome,
  sendContactMessage,
} from "#server/content/contact/send-contact-message.ts";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import { subscribeToNewsletter } from "#server/content/newsletter/subscribe-to-newsletter.ts";
import type { Database } from "#server/db/client.ts";
import { readJsonBody } from "#server/http/api/json-body.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { isRefusal } from "#server/lib/errors.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";

/**
 * What visitors send: POST /api/contact (spec §7 Other) and POST /api/newsletter
 * (decisions.md 6), on the same domain functions as the /contact and /newsletter pages.
 */
export function createContentRoutes(
  db: Database,
  options: { publicUrl: string; ownerEmail?: string },
) {
  const routes = new Hono<HttpEnv>();
  routes.use("/contact", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  routes.use("/newsletter", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  routes.post("/contact", async (c) => {
    const body: unknown = await readJsonBody(c);
    let outcome: ContactOutcome;
    try {
      outcome = await sendContactMessage(db, body, {
        clientAddress: clientAddress(c),
        ownerEmail: options.ownerEmail,
      });
    } catch (error) {
      if (isRefusal(error)) throw error;
      return unexpectedContactFailure(c, db, error);
    }
    if (!outcome.stored)
      c.get("logger").info({ reason: outcome.reason }, "contact message dropped");
    // A bot that filled the honeypot is told the same as everyone else.
    return c.json({ success: true, message: contactMessages.sent }, 201);
  });

  routes.post("/newsletter", async (c) => {
    const body: unknown = await readJsonBody(c);
    const outcome = await subscribeToNewsletter(db, body, {
      clientAddress: clientAddress(c),
      publicUrl: options.publicUrl,
    });
    if (outcome === "already-subscribed") {
      return c.json(
        {
          success: true,
          status: "already_subscribed",
          message: newsletterMessages.alreadySubscribed,
        },
        200,
      );
    }
    return c.json(
      { success: true, status: "subscribed", message: newsletterMessages.subscribed },
      201,
    );
  });

  return routes;
}

/**
 * A failure nobody foresaw (the database refusing the message, say): logged, and answered 500
 * with the /contact page's words and the shop's address (spec §8 Contact failure), never with
 * the fault. When even the shop's settings cannot be read, the API's generic answer is given.
 */
async function unexpectedContactFailure(c: Context<HttpEnv>, db: Database, error: unknown) {
  const settings = await getShopSettings(db).catch(() => null);
  if (!settings) throw error;
  c.get("logger").error({ err: error, path: c.req.path }, "api error");
  return c.json(
    { error: { code: "internal", message: contactFailureMessage(settings.ownerEmail) } },
    500,
  );
}

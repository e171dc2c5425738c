import { Hono } from "hono";
import { contactMessages } from "#server/content/contact/contact-schema.ts";
import { sendContactMessage } from "#server/content/contact/send-contact-message.ts";
import { newsletterMessages } from "#server/content/newsletter/newsletter-messages.ts";
import { subscribeToNewsletter } from "#server/content/newsletter/subscribe-to-newsletter.ts";
import type { Database } from "#server/db/client.ts";
import { clientAddress } from "#server/http/client-address.ts";
import type { HttpEnv } from "#server/http/types.ts";

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
    const body: unknown = await c.req.json();
    const outcome = await sendContactMessage(db, body, {
      clientAddress: clientAddress(c),
      ownerEmail: options.ownerEmail,
    });
    if (!outcome.stored)
      c.get("logger").info({ reason: outcome.reason }, "contact message dropped");
    // A bot that filled the honeypot is told the same as everyone else.
    return c.json({ success: true, message: contactMessages.sent }, 201);
  });

  routes.post("/newsletter", async (c) => {
    const body: unknown = await c.req.json();
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

/** The answers of POST /api/contact and POST /api/newsletter (server/http/api/content.ts). */
import { z } from "zod";

export const contactResponse = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: "ContactResponse" });

export const newsletterResponse = z
  .object({
    success: z.literal(true),
    status: z.enum(["subscribed", "already_subscribed"]),
    message: z.string(),
  })
  .meta({ id: "NewsletterResponse" });

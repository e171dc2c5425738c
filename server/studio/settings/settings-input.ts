import { z } from "zod";
import { lineText, requiredLine } from "#server/catalogue/studio/schema-fields.ts";
import { emailField } from "#server/lib/text-fields.ts";
import { isTimeZone } from "./time-zones.ts";

export const MAX_SOCIAL_LINKS = 10;

export const settingsMessages = {
  shopNameRequired: "Please enter the shop's name",
  linkLabelRequired: "Please name the link, like Instagram",
  linkUrlInvalid:
    "Enter a web address starting with https://, like https://www.instagram.com/yourshop",
  tooManyLinks: `At most ${MAX_SOCIAL_LINKS} social links`,
  timeZoneUnknown: "Choose a time zone from the list, like America/New_York",
  invalidForm: "Please fix the fields marked below",
} as const;

/** An http(s) address; javascript:, data: and the rest are refused. */
const webAddress = lineText(500).pipe(
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
      } catch {
        return false;
      }
    },
    { error: settingsMessages.linkUrlInvalid },
  ),
);

export const socialLinkSchema = z.object({
  label: requiredLine(40, settingsMessages.linkLabelRequired),
  url: webAddress,
});

export const settingsSchema = z.object({
  shopName: requiredLine(100, settingsMessages.shopNameRequired),
  ownerEmail: emailField,
  socialLinks: z
    .array(socialLinkSchema, { error: settingsMessages.invalidForm })
    .max(MAX_SOCIAL_LINKS, { error: settingsMessages.tooManyLinks }),
  /** Blank: SHOP_TIMEZONE. */
  timeZone: lineText(64)
    .refine((zone) => zone === "" || isTimeZone(zone), {
      error: settingsMessages.timeZoneUnknown,
    })
    .transform((zone) => zone || null),
});

export type SettingsInput = z.output<typeof settingsSchema>;

/** The answers of the address and postage endpoints (address-formats.ts, shipping-options.ts). */
import { z } from "zod";
import type { addressFormatOf } from "#server/addresses/address-format.ts";
import type { ApiShipping } from "#server/http/api/shipping-shape.ts";
import type { Same } from "#server/http/openapi/response-schemas/same-type.ts";

const countryCode = z.string().regex(/^[A-Z]{2}$/);

export const addressCountriesResponse = z
  .object({
    countries: z.array(
      z.object({
        code: countryCode,
        name: z.string().describe("English name"),
        shipsOrders: z.boolean().describe("Orders can be posted there (the studio's setting)."),
        mailClub: z.boolean().describe("The Mail Club can be sent there."),
      }),
    ),
  })
  .meta({ id: "AddressCountries" });

const addressPart = z.enum(["addressLine1", "addressLine2", "city", "stateProvince", "postalCode"]);

export const addressFormat = z
  .object({
    country: countryCode,
    countryName: z.string(),
    fields: z
      .array(z.object({ part: addressPart, label: z.string(), required: z.boolean() }))
      .describe("The parts the country's post uses, in the order it writes them."),
    postalCode: z
      .object({
        pattern: z.string().describe("A regular expression the whole code matches."),
        examples: z.array(z.string()),
      })
      .nullable(),
    regions: z
      .array(z.object({ code: z.string(), name: z.string() }))
      .describe("The regions the post uses; stateProvince is one of their codes (or names)."),
  })
  .meta({ id: "AddressFormat" });
true satisfies Same<
  z.output<typeof addressFormat>,
  NonNullable<ReturnType<typeof addressFormatOf>>
>;

export const addressFormatResponse = z
  .object({ format: addressFormat })
  .meta({ id: "AddressFormatResponse" });

const shippingOption = z.object({
  methodId: z.number().int().describe("Send it as shippingMethodId to POST /api/orders/create."),
  name: z.string(),
  description: z.string(),
  price: z
    .number()
    .min(0)
    .describe("What the buyer pays for it: US dollars, two decimals; 0 when free."),
  priceCents: z
    .number()
    .int()
    .min(0)
    .describe("The same price in cents, as the shop's own checkout page reads it; read `price`."),
  freeShipping: z.boolean().describe("Free over the zone's threshold."),
});

export const shippingOptionsResponse = z
  .object({
    shipping: z.object({
      country: countryCode,
      quotes: z.union([
        z.object({ needsPostage: z.literal(false) }),
        z
          .object({ needsPostage: z.literal(true), priced: z.literal(false), country: countryCode })
          .describe("The shop prices no postage: it ships free, nothing to choose."),
        z.object({
          needsPostage: z.literal(true),
          priced: z.literal(true),
          country: countryCode,
          zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
          options: z.array(shippingOption),
        }),
      ]),
      cannotPost: z
        .string()
        .nullable()
        .describe("Set when something needs posting and no method goes to the country."),
    }),
  })
  .meta({ id: "ShippingOptionsResponse" });
true satisfies Same<z.output<typeof shippingOptionsResponse>["shipping"], ApiShipping>;

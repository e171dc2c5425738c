/**
 * Addresses and postage (server/http/api/address-formats.ts, shipping-options.ts): every
 * country's address form, where the shop sends post, and what the cart's postage costs.
 */
import { z } from "zod";
import { addressFormatOf } from "#server/addresses/address-format.ts";
import { servedMessages } from "#server/addresses/served-countries.ts";
import { addressFormatMessages } from "#server/http/api/address-formats.ts";
import { authMessages } from "#server/http/api/bearer.ts";
import { shippingOptionMessages } from "#server/http/api/shipping-options.ts";
import { failure, noStore, type Operation } from "#server/http/openapi/operation.ts";
import {
  addressCountriesResponse,
  addressFormatResponse,
  shippingOptionsResponse,
} from "#server/http/openapi/response-schemas/addresses.ts";

export const addressOperations: Operation[] = [
  {
    method: "get",
    path: "/api/address-formats",
    operationId: "listAddressCountries",
    summary: "Every country, and where the shop sends post",
    description: `The ISO 3166-1 countries the post knows, the shop's home first, each with whether orders ship there and the Mail Club goes there (the maker's settings). An address in a country not served is refused ('${servedMessages.shop("North Korea")}').`,
    tag: "Addresses and postage",
    responses: {
      200: {
        description: "The countries.",
        headers: noStore,
        schema: addressCountriesResponse,
        example: {
          countries: [
            { code: "US", name: "United States", shipsOrders: true, mailClub: true },
            { code: "AF", name: "Afghanistan", shipsOrders: true, mailClub: true },
          ],
        },
      },
    },
  },
  {
    method: "get",
    path: "/api/address-formats/{country}",
    operationId: "getAddressFormat",
    summary: "One country's address form",
    description:
      "The parts its post uses and requires, their labels, its regions and its postal code's pattern (Google's libaddressinput data). Every address the shop takes is checked against it.",
    tag: "Addresses and postage",
    params: z.object({
      country: z.string().meta({ description: "ISO 3166-1 alpha-2, any case.", example: "JP" }),
    }),
    responses: {
      200: {
        description: "The format.",
        headers: { "Cache-Control": "public, max-age=86400" },
        schema: addressFormatResponse,
        example: { format: addressFormatOf("DE") },
      },
      404: failure(
        "No country has this code.",
        "not_found",
        addressFormatMessages.unknownCountry("XX"),
      ),
    },
  },
  {
    method: "get",
    path: "/api/shipping-options",
    operationId: "getShippingOptions",
    summary: "The cart's postage to a country",
    description:
      "The shipping methods the caller's cart (a bearer token's customer's, else X-Cart-Token's or the `washi_cart` cookie's) can go by to the country, in the maker's order, each priced by the maker's rates for its weight: `price` in US dollars with two decimals, like every amount of the API (`priceCents` is the same in cents, kept for the shop's own page). Over the zone's threshold the cheapest is free. Downloads and Mail Club plans need no postage. Send the chosen methodId as shippingMethodId when creating the order; without one, `shippingMethod` `standard` (the default) takes the cheapest and `express` the fastest.",
    tag: "Addresses and postage",
    auth: "optional bearer",
    query: z.object({
      country: z.string().meta({ description: "ISO 3166-1 alpha-2, any case.", example: "US" }),
    }),
    responses: {
      200: {
        description: "The options.",
        headers: { "Cache-Control": "private, no-store" },
        schema: shippingOptionsResponse,
        example: {
          shipping: {
            country: "US",
            quotes: {
              needsPostage: true,
              priced: true,
              country: "US",
              zone: { id: 1, name: "USA" },
              options: [
                {
                  methodId: 1,
                  name: "Letter mail, untracked",
                  description: "3–7 days, no tracking",
                  price: 1.5,
                  priceCents: 150,
                  freeShipping: false,
                },
                {
                  methodId: 2,
                  name: "Tracked parcel",
                  description: "Tracked to the door: 2–4 days",
                  price: 5.5,
                  priceCents: 550,
                  freeShipping: false,
                },
              ],
            },
            cannotPost: null,
          },
        },
      },
      400: failure(
        "No country, or a code no country has.",
        "bad_request",
        shippingOptionMessages.countryNeeded,
        { country: shippingOptionMessages.countryNeeded },
      ),
      401: failure(
        "A bearer token that is unknown or expired.",
        "unauthorized",
        authMessages.sessionExpired,
      ),
    },
  },
];

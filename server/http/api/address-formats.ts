import { Hono } from "hono";
import {
  addressCountries,
  addressFormatOf,
  HOME_COUNTRY,
} from "#server/addresses/address-format.ts";
import { loadServedCountries } from "#server/addresses/served-countries.ts";
import type { Database } from "#server/db/client.ts";
import type { HttpEnv } from "#server/http/types.ts";
import { AppError } from "#server/lib/errors.ts";

export const addressFormatMessages = {
  unknownCountry: (code: string) => `No country has the code ${code}`,
} as const;

/**
 * GET /api/address-formats: every country with whether the shop posts orders there and the
 * Mail Club goes there. GET /api/address-formats/{country}: that country's address form (its
 * fields, labels, regions, postal code pattern), which the address forms fetch when the
 * buyer picks another country and API clients use to build theirs.
 */
export function createAddressFormatRoutes(db: Database) {
  const routes = new Hono<HttpEnv>();

  routes.get("/address-formats", async (c) => {
    const served = await loadServedCountries(db);
    c.header("Cache-Control", "no-store");
    return c.json({
      countries: addressCountries(HOME_COUNTRY).map(({ code, name }) => ({
        code,
        name,
        shipsOrders: served.shop.has(code),
        mailClub: code === HOME_COUNTRY || served.club.has(code),
      })),
    });
  });

  routes.get("/address-formats/:country", (c) => {
    const code = c.req.param("country").toUpperCase();
    const format = addressFormatOf(code);
    if (!format) throw new AppError("not_found", addressFormatMessages.unknownCountry(code));
    // Google's data only changes with the package: a day's cache is safe.
    c.header("Cache-Control", "public, max-age=86400");
    return c.json({ format });
  });

  return routes;
}

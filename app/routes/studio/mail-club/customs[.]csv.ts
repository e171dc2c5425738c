import { customsQuery } from "#app/components/studio/mail-club/customs-query.ts";
import { issueDownload } from "#app/components/studio/mail-club/issue-download.server.ts";
import { AppError } from "#server/errors.ts";
import { customsCsv } from "#server/mail-club/studio/customs-csv.ts";
import { customsFormSchema } from "#server/mail-club/studio/customs-form.ts";
import { issueCustomsDeclarations } from "#server/mail-club/studio/issue-customs.ts";
import { readShopTimeZone } from "#server/shop/shop-time-zone.ts";
import type { Route } from "./+types/customs[.]csv";

/** The CN22 data of the frozen issue's envelopes abroad, with the return address in the query. */
export function loader(args: Route.LoaderArgs) {
  const query = customsQuery(new URL(args.request.url).searchParams);
  return issueDownload(
    args,
    { name: "customs-cn22.csv", type: "text/csv; charset=utf-8" },
    async (db, issue, config) => {
      const form = customsFormSchema.safeParse(query);
      if (!form.success) {
        throw new AppError(
          "bad_request",
          form.error.issues[0]?.message ?? "Invalid return address",
        );
      }
      const { declarations } = await issueCustomsDeclarations(db, issue.id, form.data);
      return customsCsv(declarations, await readShopTimeZone(db, config.shopTimeZone));
    },
  );
}

import { customsQuery } from "#app/components/studio/mail-club/customs-query.ts";
import { customsCsv } from "#server/mail-club/studio/customs-csv.ts";
import { customsFormSchema } from "#server/mail-club/studio/customs-form.ts";
import { issueCustomsDeclarations } from "#server/mail-club/studio/issue-customs.ts";
import { parseInput } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/customs[.]csv";
import { issueDownload } from "./issue-download.server.ts";

/** The CN22 data of the frozen issue's envelopes abroad, with the return address in the query. */
export function loader(args: Route.LoaderArgs) {
  const query = customsQuery(new URL(args.request.url).searchParams);
  return issueDownload(
    args,
    { name: "customs-cn22.csv", type: "text/csv; charset=utf-8" },
    async (db, issue, shop) => {
      const sender = parseInput(customsFormSchema, query);
      const { declarations } = await issueCustomsDeclarations(db, issue.id, sender);
      return customsCsv(declarations, shop.timeZone);
    },
  );
}

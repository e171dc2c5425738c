import { mailingListCsv } from "#server/mail-club/issues/mailing-list-csv.ts";
import type { Route } from "./+types/mailing-list[.]csv";
import { issueDownload } from "./issue-download.server.ts";

/** The frozen mailing list as CSV, in label order. */
export function loader(args: Route.LoaderArgs) {
  return issueDownload(
    args,
    { name: "mailing-list.csv", type: "text/csv; charset=utf-8" },
    (db, issue) => mailingListCsv(db, issue.id),
  );
}

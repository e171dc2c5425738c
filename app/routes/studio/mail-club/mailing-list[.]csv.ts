import { issueDownload } from "#app/components/studio/mail-club/issue-download.server.ts";
import { mailingListCsv } from "#server/mail-club/issues/mailing-list-csv.ts";
import type { Route } from "./+types/mailing-list[.]csv";

/** The frozen mailing list as CSV, in label order. */
export function loader(args: Route.LoaderArgs) {
  return issueDownload(
    args,
    { name: "mailing-list.csv", type: "text/csv; charset=utf-8" },
    (db, issue) => mailingListCsv(db, issue.id),
  );
}

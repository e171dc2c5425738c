import { issueLabelsPdf } from "#server/mail-club/issues/issue-labels-pdf.ts";
import type { Route } from "./+types/labels[.]pdf";
import { issueDownload } from "./issue-download.server.ts";

/** The frozen mailing list as Avery 5160 address labels. */
export function loader(args: Route.LoaderArgs) {
  return issueDownload(args, { name: "labels.pdf", type: "application/pdf" }, (db, issue) =>
    issueLabelsPdf(db, issue.id),
  );
}

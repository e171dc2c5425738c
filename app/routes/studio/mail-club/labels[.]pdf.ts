import type { Route } from "./+types/labels[.]pdf";
import { issueDownload } from "./issue-download.server.ts";

/** The frozen mailing list as Avery 5160 address labels. */
export function loader(args: Route.LoaderArgs) {
  return issueDownload(args, { name: "labels.pdf", type: "application/pdf" }, async (db, issue) => {
    // Loaded on first use, as every PDF renderer: the PDF library takes 0.2 s to load, which
    // the server's start need not wait for (tests/system/start-up-imports.test.ts).
    const { issueLabelsPdf } = await import("#server/mail-club/issues/issue-labels-pdf.ts");
    return issueLabelsPdf(db, issue.id);
  });
}

import { Link, Text } from "@react-email/components";
import { colors } from "#server/mail/templates/email-layout.tsx";

/** The signed link to skip the member's next issue (server/mail-club/holds/skip-link.ts). */
export interface SkipLinkProps {
  url: string;
  /** "January 2027". */
  issue: string;
}

/**
 * A quiet line, not a second button: "Need a break? Skip the January 2027 issue". Its page
 * asks before it skips, and the link stops working at that issue's cutoff.
 */
export function SkipLinkNote({ skipLink }: { skipLink?: SkipLinkProps | null }) {
  if (!skipLink) return null;
  return (
    <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 16px" }}>
      Need a break?{" "}
      <Link href={skipLink.url} style={{ color: colors.clay }}>
        Skip the {skipLink.issue} issue
      </Link>{" "}
      (you will not be charged for it; the link asks before it skips and works until that issue's
      cutoff).
    </Text>
  );
}

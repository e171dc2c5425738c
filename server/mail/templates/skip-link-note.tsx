import { Link, Text } from "@react-email/components";
import { colors } from "#server/mail/templates/email-layout.tsx";

/** The signed link to skip the member's next issue (server/mail-club/holds/skip-link.ts). */
export interface SkipLinkProps {
  url: string;
  /** "January 2027". */
  issue: string;
  /** "the end of December 25, 2026, New York time": the issue's cutoff. */
  until: string;
}

/** A quiet line, not a second button: "Need a break? Skip the January 2027 issue — …". */
export function SkipLinkNote({ skipLink }: { skipLink?: SkipLinkProps | null }) {
  if (!skipLink) return null;
  return (
    <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 16px" }}>
      Need a break?{" "}
      <Link href={skipLink.url} style={{ color: colors.clay }}>
        Skip the {skipLink.issue} issue
      </Link>{" "}
      — you are not charged for it. The link asks before it skips, and works until {skipLink.until}.
    </Text>
  );
}

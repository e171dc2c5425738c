import { Link } from "react-router";
import { StudioPage } from "#app/components/studio/studio-page.tsx";

/** A member or issue address that leads nowhere (the loader answers 404). */
export function MailClubNotFound(props: {
  what: "Member" | "Issue";
  back: string;
  backLabel: string;
}) {
  return (
    <StudioPage
      title={`${props.what} not found`}
      description={`There is no ${props.what.toLowerCase()} at this address.`}
    >
      <p>
        <Link to={props.back} className="font-semibold text-clay-deep underline underline-offset-4">
          {props.backLabel}
        </Link>
      </p>
    </StudioPage>
  );
}

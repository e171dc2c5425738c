import { Link } from "react-router";
import { HoldForm, PauseLengths } from "#app/components/account/mail-club-break.tsx";
import type { CancelChoice } from "#app/components/account/mail-club-data.ts";

const frame = "mt-4 flex flex-col gap-3 rounded-md bg-sage-wash px-4 py-3 ring-1 ring-sage/30";

/**
 * The one alternative beside the cancel screen's answer (decision 025), as the server worded
 * it: a pause, a skip or the delivery address, as real working actions. Nothing when none is
 * offered. The skip and pause post the break's own forms, so the break's toast tells how it
 * went.
 */
export function CancelAlternative(props: {
  offer: CancelChoice["offer"];
  skippableIssue: string;
  /** Closes the cancel screen once the member takes the alternative. */
  onTaken: () => void;
}) {
  const { offer } = props;
  if (!offer) return null;
  const text = <p className="text-ink">{offer.text}</p>;
  if (offer.kind === "address") {
    return (
      <div className={frame}>
        {text}
        <Link
          to="/account?edit=delivery#delivery-title"
          onClick={props.onTaken}
          className="self-start font-semibold text-clay-deep underline underline-offset-4"
        >
          Change my delivery address
        </Link>
      </div>
    );
  }
  return offer.kind === "pause" ? (
    <HoldForm kind="pause" label="Pause instead" onSubmit={props.onTaken} className={frame}>
      {text}
      <PauseLengths label="Issues to pause" defaultValue="3" />
    </HoldForm>
  ) : (
    <HoldForm
      kind="skip"
      label={`Skip the ${props.skippableIssue} issue instead`}
      onSubmit={props.onTaken}
      className={frame}
    >
      {text}
    </HoldForm>
  );
}

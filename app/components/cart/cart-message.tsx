import { Link } from "react-router";
import { AlertIcon } from "#app/components/icons.tsx";

/**
 * A warning on the cart page: the 'Invalid Cart Combination' of spec §5, or a change the
 * shop refused when it was posted without JavaScript (with a way back to the product).
 */
export function CartMessage(props: {
  title: string;
  text: string;
  role?: "alert";
  returnTo?: string;
}) {
  return (
    <div
      role={props.role}
      className="mb-6 flex gap-3 rounded-lg border border-danger/40 bg-danger-tint px-4 py-4 sm:px-5"
    >
      <AlertIcon className="mt-0.5 size-6 shrink-0 text-danger" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-danger">{props.title}</p>
        <p className="text-ink">{props.text}</p>
        {props.returnTo ? (
          <p>
            <Link
              to={props.returnTo}
              className="font-semibold text-ink underline underline-offset-4 hover:text-clay"
            >
              Back to the product
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

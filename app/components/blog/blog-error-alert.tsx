import { AlertIcon } from "#app/components/icons.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/**
 * The blog's error alert (spec §8): 'Connection Issue' when the content could not be reached,
 * else 'Error' with the message or 'Something went wrong.'. 'Try again' reloads the page, so
 * it works with or without JavaScript.
 */
export function BlogErrorAlert({
  message,
  isNetworkError,
  retryHref,
}: {
  message: string | null;
  isNetworkError: boolean;
  retryHref: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-danger/40 bg-danger-tint p-5 text-ink sm:flex-row sm:items-start"
    >
      <AlertIcon aria-hidden="true" className="size-6 shrink-0 text-danger" />
      <div className="flex flex-1 flex-col gap-2">
        <h2 className="font-sans text-lg font-semibold">
          {isNetworkError ? "Connection Issue" : "Error"}
        </h2>
        {isNetworkError ? (
          <>
            <p>Unable to connect to the content management system.</p>
            <p className="text-sm text-ink-soft">
              This is expected in development when the content system is on a private network.
            </p>
          </>
        ) : (
          <p>{message || "Something went wrong."}</p>
        )}
        <div className="pt-1">
          <LinkButton to={retryHref} reloadDocument variant="secondary" size="sm">
            Try again
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

import { isRouteErrorResponse, useLocation } from "react-router";
import { NotFoundMessage } from "#app/components/not-found-message.tsx";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/**
 * The error view of a catalogue page: the 404 page for an unknown type, sub-category or
 * product, else 'Error loading products' with what failed in the spec's words (§8) and
 * 'Try Again', a link that reloads the page (so it works with or without JavaScript).
 */
export function CatalogError({
  error,
  title = "Error loading products",
  message = "Failed to fetch products.",
}: {
  error: unknown;
  title?: string;
  message?: string;
}) {
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <PageMessage
      eyebrow="Something went wrong"
      title={title}
      actions={
        <LinkButton to={`${pathname}${search}`} reloadDocument>
          Try Again
        </LinkButton>
      }
    >
      <p>{message} Please try again in a moment.</p>
    </PageMessage>
  );
}

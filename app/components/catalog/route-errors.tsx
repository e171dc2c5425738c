import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";

/** The shop's 404 view, for a route that knows the thing asked for does not exist. */
export function NotFoundMessage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page at", pathname);
  }, [pathname]);
  return (
    <PageMessage
      eyebrow="404"
      title="Oops! Page not found"
      actions={
        <>
          <LinkButton to="/">Return to Home</LinkButton>
          <LinkButton to="/products" variant="secondary">
            Browse products
          </LinkButton>
        </>
      }
    >
      <p>This page seems to have slipped out of the envelope.</p>
    </PageMessage>
  );
}

/**
 * The error view of a catalogue page: the 404 page for an unknown type, sub-category or
 * product, else 'Error loading products' with 'Try Again', a link that reloads the page
 * (so it works with or without JavaScript).
 */
export function CatalogError({
  error,
  title = "Error loading products",
}: {
  error: unknown;
  title?: string;
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
      <p>The shelves could not be read just now. Please try again in a moment.</p>
    </PageMessage>
  );
}

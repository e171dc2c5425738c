import { useEffect } from "react";
import { useLocation } from "react-router";
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

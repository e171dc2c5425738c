import type { ReactNode } from "react";
import { Link } from "react-router";
import { StudioPage } from "#app/components/studio/studio-page.tsx";

/** The link back to a list, in a screen's head. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="min-h-11 content-center font-semibold underline underline-offset-4">
      {children}
    </Link>
  );
}

/** A short notice of what just happened (a post saved or deleted), read out politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-sage/40 bg-sage-wash px-4 py-3 text-sm">
      {children}
    </p>
  );
}

/** The screen of something that no longer exists (deleted in another tab, a mistyped address). */
export function MissingScreen(props: {
  title: string;
  text: string;
  backTo: string;
  back: string;
}) {
  return (
    <StudioPage title={props.title}>
      <p>
        {props.text}{" "}
        <Link to={props.backTo} className="font-semibold underline">
          {props.back}
        </Link>
      </p>
    </StudioPage>
  );
}

/** The screen of a product that is not there (deleted, or a made-up address). */
export function MissingProductScreen() {
  return (
    <MissingScreen
      title="Product not found"
      text="It may have been deleted."
      backTo="/studio/products"
      back="Back to the products"
    />
  );
}

import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import {
  fallbackShell,
  type ShellData,
  type ShellHandle,
} from "#app/components/layout/shell-data.ts";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { pageMeta } from "#app/components/meta.ts";
import { useNonce } from "#app/components/nonce.tsx";
import { NotFoundMessage } from "#app/components/not-found-message.tsx";
import { PageMessage } from "#app/components/page-message.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { ToastProvider } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { readSessionToken } from "#server/accounts/session-cookie.ts";
import { findSessionCustomer } from "#server/accounts/sessions.ts";
import { browserCartKey } from "#server/cart/cart-cookie.ts";
import { countCartItems } from "#server/cart/count-cart-items.ts";
import { getShell } from "#server/catalogue/get-shell.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export function links(): Route.LinkDescriptors {
  return [
    // A resource of React's ("precedence"), so the document names it before the scripts'
    // preloads and the browser asks for it first: it is what the first paint waits for.
    { rel: "stylesheet", href: stylesheet, precedence: "default" } as Route.LinkDescriptors[number],
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta({ shopName: loaderData?.settings.shopName ?? "Washi" });
}

/**
 * The shell's data: category navigation, shop settings, the cart badge and who is signed in
 * (only the name and e-mail the header shows), read in parallel.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const visitor = async () => {
    const customer = await findSessionCustomer(db, readSessionToken(request));
    return { customer, cartCount: await countCartItems(db, browserCartKey(request, customer)) };
  };
  const [{ navigation, settings }, { customer, cartCount }] = await Promise.all([
    getShell(db),
    visitor(),
  ]);
  const signedIn = customer
    ? { name: customer.fullName || customer.email, email: customer.email }
    : null;
  return { navigation, settings, cartCount, customer: signedIn };
}

/**
 * The shell changes only when something is submitted (a cart change, signing in or out) or
 * the page is explicitly revalidated; plain navigations keep what the root already loaded.
 * A sign-in or registration submits a fetcher, so the header shows the customer before the
 * screen moves on; signing out is a form post that revalidates on its way home.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

function useShell(): { shell: ShellData; bare: boolean } {
  const data = useRouteLoaderData<typeof loader>("root");
  const bare = useMatches().some(
    (match) => (match.handle as ShellHandle | undefined)?.shell === "bare",
  );
  if (!data) return { shell: fallbackShell, bare };
  return {
    bare,
    shell: {
      navigation: data.navigation,
      shopName: data.settings.shopName,
      ownerEmail: data.settings.ownerEmail,
      bannerText: data.settings.bannerText,
      socialLinks: data.settings.socialLinks,
      cartCount: data.cartCount,
      customer: data.customer,
    },
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { shell, bare } = useShell();
  // Tells scripts (and the end-to-end tests) that every form now answers through React.
  const hydrated = useHydrated();
  return (
    <html lang="en" data-hydrated={hydrated ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f0" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only rounded-pill bg-paper-raised font-semibold text-ink shadow-lifted focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:px-5 focus:py-3"
        >
          Skip to main content
        </a>
        <ToastProvider>
          {bare ? (
            children
          ) : (
            <>
              <SiteHeader shell={shell} />
              <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <SiteFooter shell={shell} />
            </>
          )}
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? error : undefined;
  return (
    <PageMessage
      eyebrow={`Error ${status}`}
      title="Something went wrong"
      actions={
        <>
          <LinkButton to="/">Return to Home</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            Contact Us
          </LinkButton>
        </>
      }
    >
      <p>Sorry — this page tore along the fold. Please try again in a moment.</p>
      {detail ? (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-md bg-paper-deep p-4 text-left text-sm">
          {detail.stack ?? detail.message}
        </pre>
      ) : null}
    </PageMessage>
  );
}

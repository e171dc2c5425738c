import { useEffect } from "react";
import type { ShellHandle } from "#app/components/layout/shell-data.ts";
import { PageMessage } from "#app/components/page-message.tsx";

const STUDIO_LOGIN = "/studio/login";

export const handle: ShellHandle = { shell: "bare" };

export function meta() {
  return [
    { title: "Redirecting… — Washi" },
    { httpEquiv: "refresh", content: `0;url=${STUDIO_LOGIN}` },
  ];
}

export default function AdminRedirect() {
  useEffect(() => {
    window.location.replace(STUDIO_LOGIN);
  }, []);
  return (
    <main id="main-content" className="flex-1">
      <PageMessage title="Redirecting to admin dashboard...">
        <p>
          Taking you to the{" "}
          <a className="text-clay-deep underline underline-offset-4" href={STUDIO_LOGIN}>
            studio sign-in
          </a>
          .
        </p>
      </PageMessage>
    </main>
  );
}

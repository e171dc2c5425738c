import { useEffect } from "react";

const STUDIO_LOGIN = "/studio/login";

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
    <main>
      <p role="status">Redirecting to admin dashboard...</p>
    </main>
  );
}

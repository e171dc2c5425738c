import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Goes on to `to` after `ms` (spec §9's redirect delays); the page shows a link meanwhile. */
export function DelayedRedirect({ to, ms }: { to: string; ms: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return null;
}

import { useNavigate, useRevalidator } from "react-router";

/**
 * After a sign-in or registration made by a fetcher: goes on to the next screen, then
 * reloads every loader once there, so the header (root loader) shows the customer and the
 * cart they brought along.
 */
export function useGoSignedIn() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async (to: string) => {
    await navigate(to, { replace: true });
    await revalidator.revalidate();
  };
}

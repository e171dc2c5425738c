import { useEffect, useRef } from "react";
import { useFetcher, useNavigate } from "react-router";
import { joinRedirectDelays } from "#app/components/mail-club/join-result.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { Button, LinkButton } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { type FormReply, refusalOf } from "#app/forms/form-reply.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";

/**
 * 'Preparing Your Subscription' (spec §2). Once scripts run, the page posts to its own action
 * by itself and moves on: to /checkout after 'Subscription Added!', or home after 'Error'.
 * Without scripts, a button posts the same form and the action redirects to /checkout.
 * `refused` is the action's answer to that form when joining failed.
 */
export function PreparingSubscription({
  planLabel,
  refused,
}: {
  planLabel: string;
  refused: string | null;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormReply>();
  const { toast } = useToast();
  const navigate = useNavigate();
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failure = refusalOf(fetcher.data)?.message ?? refused;

  useEffect(() => {
    if (started.current || refused) return;
    started.current = true;
    fetcher.submit({ via: "fetch" }, { method: "post" });
  }, [fetcher, refused]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({
        title: "Subscription Added!",
        description: "Redirecting to checkout...",
        variant: "success",
      });
      timer.current = setTimeout(() => navigate("/checkout"), joinRedirectDelays.checkout);
    } else {
      toast({ title: "Error", description: result.message, variant: "destructive" });
      timer.current = setTimeout(() => navigate("/"), joinRedirectDelays.home);
    }
  });

  if (failure) {
    return (
      <PageMessage
        eyebrow="Mail Club"
        title="Preparing Your Subscription"
        actions={
          <>
            <LinkButton to="/">Return to Home</LinkButton>
            <LinkButton to="/subscribe" variant="secondary">
              Back to the plans
            </LinkButton>
          </>
        }
      >
        <p className="font-semibold text-danger">{failure}</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage
      eyebrow="Mail Club"
      title="Preparing Your Subscription"
      actions={
        hydrated ? null : (
          <form method="post">
            <Button type="submit" size="lg">
              Continue to checkout
            </Button>
          </form>
        )
      }
    >
      <p role="status">
        {!hydrated
          ? `Your cart will be emptied to hold just the ${planLabel} plan; checkout comes next.`
          : fetcher.data?.ok
            ? "Your plan is in the cart. Taking you to checkout…"
            : `Adding the ${planLabel} plan to your cart…`}
      </p>
    </PageMessage>
  );
}

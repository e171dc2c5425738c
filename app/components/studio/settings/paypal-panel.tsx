import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import type { paypalSummary } from "#server/studio/settings/paypal-summary.ts";

const modeWords = {
  simulator:
    "Simulator: payments go to the PayPal simulator built into the shop. No real money moves.",
  sandbox: "Sandbox: PayPal's test system. No real money moves.",
  live: "Live: real payments through PayPal.",
} as const;

/** PayPal as the server was started with it; set by the host, so it is shown, not edited. */
export function PayPalPanel({ paypal }: { paypal: ReturnType<typeof paypalSummary> }) {
  return (
    <StudioPanel title="PayPal">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Mode</dt>
        <dd>{modeWords[paypal.mode]}</dd>
        {paypal.mode === "simulator" ? null : (
          <>
            <dt className="font-semibold">Client ID</dt>
            <dd className="font-mono">{paypal.clientId ?? "Not set"}</dd>
            <dt className="font-semibold">Secret</dt>
            <dd>{paypal.secretConfigured ? "Set (never shown)" : "Not set"}</dd>
            <dt className="font-semibold">Webhook</dt>
            <dd>{paypal.webhookConfigured ? "Set (never shown)" : "Not set"}</dd>
          </>
        )}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        These come from the server's settings (PAYPAL_MODE, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID). To change them, ask whoever runs the shop's server to change them and
        restart it.
      </p>
    </StudioPanel>
  );
}

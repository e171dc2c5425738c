import type { PaymentProblemView } from "#app/components/account/mail-club-data.ts";

/**
 * A payment PayPal could not take, where the member looks first: what failed, what PayPal does
 * next, the issue waiting for it, and the way to PayPal to fix the payment method.
 */
export function MailClubPaymentProblem({ problem }: { problem: PaymentProblemView }) {
  return (
    <section
      aria-labelledby="mail-club-payment-problem"
      className="mt-4 rounded-md bg-paper-raised px-4 py-3 ring-2 ring-danger/60"
    >
      <h3 id="mail-club-payment-problem" className="font-semibold text-ink">
        {problem.title}
      </h3>
      {problem.lines.map((line) => (
        <p key={line} className="mt-1 text-sm text-ink">
          {line}
        </p>
      ))}
      <a
        href={problem.fixPaymentUrl}
        rel="noopener noreferrer"
        className="mt-3 inline-block font-semibold text-ink underline underline-offset-4"
      >
        Update my payment method at PayPal
      </a>
    </section>
  );
}

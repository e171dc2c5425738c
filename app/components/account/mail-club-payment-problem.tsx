import type { PaymentProblemView } from "#app/components/account/mail-club-data.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";

/**
 * A payment PayPal could not take, where the member looks first: what failed, what PayPal does
 * next, the issue waiting for it, and the way to PayPal to fix the payment method.
 */
export function MailClubPaymentProblem({ problem }: { problem: PaymentProblemView }) {
  return (
    <FormAlert title={problem.title} className="mt-4">
      {problem.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <a href={problem.fixPaymentUrl} className="mt-2 inline-block font-semibold underline">
        Update my payment method at PayPal
      </a>
    </FormAlert>
  );
}

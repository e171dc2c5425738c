import { PageMessage } from "#app/components/page-message.tsx";
import { buttonClasses, LinkButton } from "#app/components/ui/button.tsx";

export type PaymentProblemData =
  | { state: "declined"; approveUrl: string; message: string }
  /** retryUrl: the same return again (PayPal was unavailable), capturing the same order. */
  | { state: "failed"; message: string; retryUrl: string | null };

/**
 * What the return from PayPal shows when it could not finish: a declined card (back to
 * PayPal to choose another way to pay, the cart untouched) or a payment that failed; when
 * PayPal was only unavailable, 'Try again' captures the same order again (never twice).
 */
export function PaymentProblem({ problem }: { problem: PaymentProblemData }) {
  if (problem.state === "declined") {
    return (
      <PageMessage
        eyebrow="Payment"
        title="Your payment was declined"
        actions={
          <>
            <a href={problem.approveUrl} className={buttonClasses()}>
              Choose another way to pay
            </a>
            <LinkButton to="/checkout" variant="secondary">
              Back to Checkout
            </LinkButton>
          </>
        }
      >
        <p>{problem.message}</p>
        <p>Nothing was charged and your cart is just as you left it.</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage
      eyebrow="Payment"
      title="Payment failed"
      actions={
        <>
          {problem.retryUrl ? (
            <a href={problem.retryUrl} className={buttonClasses()}>
              Try again
            </a>
          ) : null}
          <LinkButton to="/cart" variant={problem.retryUrl ? "secondary" : undefined}>
            Back to Cart
          </LinkButton>
          <LinkButton to="/contact" variant="secondary">
            Contact Us
          </LinkButton>
        </>
      }
    >
      <p>{problem.message}</p>
      {problem.retryUrl ? (
        <p>
          PayPal did not answer in time. Trying again finishes this same payment; it never charges
          twice.
        </p>
      ) : null}
    </PageMessage>
  );
}

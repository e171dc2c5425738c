import { useFetchers } from "react-router";
import type { CartIntent, CartReply } from "#app/components/cart/cart-action-data.ts";
import { CartLineItem } from "#app/components/cart/cart-line-item.tsx";
import { CartMessage } from "#app/components/cart/cart-message.tsx";
import { CartSummary } from "#app/components/cart/cart-summary.tsx";
import { ClearCartButton } from "#app/components/cart/clear-cart-button.tsx";
import { EmptyCart } from "#app/components/cart/empty-cart.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { doneReply, formText, replyTo } from "#app/forms/reply.server.ts";
import { browserCart, currentCustomer } from "#app/server/session.server.ts";
import { shopClock } from "#app/server/shop-time.server.ts";
import { applyGiftCard, keepCartCredit, removeGiftCard } from "#server/balances/cart-gift-cards.ts";
import { addToCart } from "#server/cart/add-to-cart.ts";
import { browserCartKey, cartCookie } from "#server/cart/cart-cookie.ts";
import { clearCart } from "#server/cart/clear-cart.ts";
import { getCart } from "#server/cart/get-cart.ts";
import { cartMessages } from "#server/cart/messages.ts";
import { removeFromCart } from "#server/cart/remove-from-cart.ts";
import { safeReturnPath } from "#server/cart/safe-return-path.ts";
import { setCartQuantity } from "#server/cart/set-cart-quantity.ts";
import type { CartLine } from "#server/cart/types.ts";
import { appContext } from "#server/context.ts";
import { applyCartCode, cartMoneyOff, removeCartCode } from "#server/discounts/cart-code.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Shopping Cart",
    description: "Your shopping cart: the paper goods you picked, ready for checkout.",
    shopName: shopNameFrom(matches),
  });
}

/** The cart is one visitor's own: never kept by a shared cache. */
export function headers(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const customer = await currentCustomer(request, context);
  const cart = await getCart(db, browserCartKey(request, customer));
  const shopper = { customerId: customer?.id ?? null, email: customer?.email ?? null };
  return { cart, moneyOff: await cartMoneyOff(db, cart, shopper, await shopClock(context)) };
}

const intents = new Set<string>([
  "add",
  "set-quantity",
  "remove",
  "clear",
  "apply-code",
  "remove-code",
  "apply-gift-card",
  "remove-gift-card",
  "keep-credit",
]);

/** The changes a page sent without JavaScript goes back from to where it came (`returnTo`). */
const returnsToPage = new Set<CartIntent>([
  "add",
  "apply-code",
  "remove-code",
  "apply-gift-card",
  "remove-gift-card",
  "keep-credit",
]);

/**
 * Every cart change, told apart by `intent`: add, set-quantity, remove, clear. A page posted
 * without JavaScript is sent back (303) to `returnTo` after an add, else to /cart; a fetcher
 * (the form says `via=fetch` once scripts run) gets data instead, for its toast. A refusal
 * answers with its status and message, shown inline on /cart or as a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context.get(appContext);
  const form = formText(await request.formData());
  const intent = intents.has(form.intent ?? "") ? (form.intent as CartIntent) : undefined;
  // An add from a product page, or a code from the checkout, goes back there without scripts.
  const returnTo =
    intent && returnsToPage.has(intent) ? safeReturnPath(form.returnTo ?? "", "") : undefined;
  const key = await browserCart(request, context);
  const headers = new Headers();
  const code = intent === "apply-code" ? form.code : undefined;
  const giftCardCode = intent === "apply-gift-card" ? form.giftCardCode : undefined;
  const values = { returnTo, code, giftCardCode };
  return replyTo({ intent, values, headers }, async () => {
    // Each operation parses what it was sent with its own schema (server/cart/schemas.ts).
    let reply: CartReply = { ok: true, intent };
    if (intent === "add") {
      const { productId, quantity, digitalAcknowledged, personalText, personalChoice } = form;
      const personalisation = { text: personalText, choice: personalChoice };
      const input = { productId, quantity, digitalAcknowledged, personalisation };
      const result = await addToCart(db, key, input);
      headers.append("Set-Cookie", cartCookie(result.token, { isHttps: config.isHttps }));
      reply = { ok: true, intent, title: result.title, added: result.added };
    } else if (intent === "set-quantity") {
      await setCartQuantity(db, key, { lineId: form.lineId, quantity: form.quantity });
    } else if (intent === "remove") {
      await removeFromCart(db, key, { lineId: form.lineId });
    } else if (intent === "clear") {
      await clearCart(db, key);
    } else if (intent === "apply-code") {
      const customer = await currentCustomer(request, context);
      const trier = {
        clientAddress,
        customerId: customer?.id ?? null,
        email: customer?.email ?? null,
      };
      await applyCartCode(db, key, form.code ?? "", { ...trier, ...(await shopClock(context)) });
    } else if (intent === "remove-code") {
      await removeCartCode(db, key);
    } else if (intent === "apply-gift-card") {
      const customer = await currentCustomer(request, context);
      const trier = { clientAddress, customerId: customer?.id ?? null, email: null };
      await applyGiftCard(db, key, form.giftCardCode ?? "", trier);
    } else if (intent === "remove-gift-card") {
      await removeGiftCard(db, key, Number(form.giftCardId));
    } else if (intent === "keep-credit") {
      await keepCartCredit(db, key, form.keep === "yes");
    } else {
      throw new AppError("bad_request", cartMessages.unknownAction);
    }
    return doneReply(form, returnTo || "/cart", reply, headers);
  });
}

/** What the lines look like while changes are on their way: the quantities being sent. */
function usePendingQuantities() {
  const pending = new Map<number, number>();
  let clearing = false;
  const fetchers = useFetchers();
  for (const fetcher of fetchers) {
    const formData = fetcher.formData;
    if (!formData || fetcher.formAction !== "/cart") continue;
    const intent = formData.get("intent");
    const lineId = Number(formData.get("lineId"));
    if (intent === "clear") clearing = true;
    if (intent === "remove") pending.set(lineId, 0);
    if (intent === "set-quantity") pending.set(lineId, Number(formData.get("quantity")));
  }
  return { pending, clearing };
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, moneyOff } = loaderData;
  const { pending, clearing } = usePendingQuantities();
  const lines: CartLine[] = clearing
    ? []
    : cart.lines.flatMap((line) => {
        const quantity = pending.get(line.id) ?? line.quantity;
        if (!(quantity > 0)) return [];
        return [{ ...line, quantity, lineTotalCents: line.unitPriceCents * quantity }];
      });
  // Read without the reply helpers (app/forms/form-reply.ts): they come with the form parts'
  // script, which the cart page, one of the heaviest, does not otherwise load.
  const refusal = actionData?.ok === false ? actionData : undefined;
  const returnTo = refusal?.values?.returnTo;

  return (
    <div className="mx-auto max-w-7xl px-5 pt-8 pb-16 sm:px-6 md:pt-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
        <h1
          id="cart-title"
          tabIndex={-1}
          className="text-3xl font-semibold focus:outline-none sm:text-4xl"
        >
          Shopping Cart
        </h1>
        {lines.length > 0 ? (
          <p className="text-ink-soft">
            {itemCountText(lines.reduce((sum, line) => sum + line.quantity, 0))}
          </p>
        ) : null}
      </div>

      {refusal && refusal.intent !== "apply-code" ? (
        <CartMessage
          role="alert"
          title={refusal.title ?? "We couldn't update your cart"}
          text={refusal.message ?? ""}
          returnTo={typeof returnTo === "string" && returnTo ? returnTo : undefined}
        />
      ) : null}
      {cart.hasInvalidCombination && lines.length > 1 ? (
        <CartMessage
          title={cartMessages.invalidCombinationTitle}
          text={cartMessages.invalidCombination}
        />
      ) : null}

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <section aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" className="sr-only">
              Items in your cart
            </h2>
            <ul className="flex flex-col gap-4">
              {lines.map((line) => (
                <CartLineItem key={line.id} line={line} />
              ))}
            </ul>
            <div className="mt-5 flex justify-end">
              <ClearCartButton />
            </div>
          </section>
          <CartSummary
            lines={lines}
            moneyOff={moneyOff}
            refusedCode={
              refusal?.intent === "apply-code"
                ? {
                    message: refusal.errors.discountCode ?? refusal.message,
                    typed: String(refusal.values?.code ?? ""),
                  }
                : undefined
            }
          />
        </div>
      )}
    </div>
  );
}

function itemCountText(count: number) {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

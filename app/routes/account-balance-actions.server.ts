/**
 * The account's store credit forms: a gift card added to the credit, and the credit turned
 * into prepaid Mail Club issues. Each calls one domain function for the signed-in customer.
 */
import { replyTo } from "#app/forms/reply.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { addGiftCardToCredit } from "#server/balances/add-card-to-credit.ts";
import { appContext } from "#server/context.ts";
import { formatMoney } from "#server/lib/money.ts";
import { prepayIssues } from "#server/mail-club/prepaid/prepay-issues.ts";
import { type AccountForm, accountSaved } from "./account-actions.server.ts";

export function addGiftCard({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "add-gift-card" }, async () => {
    const { db, clientAddress } = context.get(appContext);
    const cents = await addGiftCardToCredit(db, customer, form.giftCardCode, { clientAddress });
    return accountSaved("add-gift-card", form, `${formatMoney(cents)} added to your store credit.`);
  });
}

export function prepayMailClub({ context, customer, form }: Omit<AccountForm, "request">) {
  return replyTo({ intent: "prepay" }, async () => {
    const message = await prepayIssues(await shopContext(context), { customerId: customer.id });
    return accountSaved("prepay", form, message);
  });
}

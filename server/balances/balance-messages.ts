import type { BalanceEntryKind } from "#server/db/schema.ts";
import { formatMoney } from "#server/lib/money.ts";

export const balanceMessages = {
  /**
   * Every failure to find a card — a wrong code, a disabled card, too many tries — has these
   * words, so a guesser learns nothing from them (issue 45).
   */
  cardNotFound:
    "We could not find a gift card with that number. Check it, and try again in a minute.",
  codeRequired: "Enter the 16 characters of your gift card.",
  spent: (label: string) => `Nothing is left on ${label}: it has been spent.`,
  disabled: (label: string) =>
    `${label} can no longer be used. Please write to the shop if this is unexpected.`,
  emptyCart: "Add something to your cart before you apply a gift card.",
  tooManyCards: "An order takes up to 5 gift cards at once.",
  useCreditInvalid: "useStoreCredit must be true or false.",
  creditAmount: "Enter an amount between $0.01 and $10,000.00.",
  creditReason: "Say why you are giving this credit: the customer will see it.",
  noCustomer: "Store credit goes to a customer's account: this order was placed by a guest.",
  credited: (cents: number) => `${formatMoney(cents)} of store credit given.`,
  storeCredit: "Store credit",
  notOnSale: "This gift card is not on sale now.",
  amountInvalid: "Choose one of the amounts.",
  customAmount: (min: number, max: number) =>
    `Enter an amount between ${formatMoney(min)} and ${formatMoney(max)}.`,
  recipientName: "Please enter who the card is for.",
  senderName: "Please enter who it is from.",
  emailInvalid: "Please enter a valid e-mail address.",
  messageTooLong: "The message can be at most 500 characters.",
  unusualCharacters: "Please use letters, numbers and punctuation only.",
  sendOnInvalid: "Choose a day from today to a year ahead.",
  countryRequired: "Please choose your country.",
  fixErrors: "Please check the card's details.",
  disableReason: "Say why the card is disabled (lost, stolen…): it is kept with the card.",
  notActive: "This card is not active: only an active card can be disabled.",
  disabledNow: "The card is disabled: it can no longer pay. What it holds stays on the books.",
} as const;

/** What a ledger line says when it has no reason of its own: by its kind and direction. */
export function describeBalanceEntry(kind: BalanceEntryKind, amountCents: number) {
  const words: Record<BalanceEntryKind, string> = {
    issued: amountCents > 0 ? "Added by the shop" : "Taken off by the shop",
    spent: "Spent on an order",
    returned: "Back from an unpaid order",
    refunded: amountCents > 0 ? "Refunded" : "Voided by a refund of the card",
    club_prepaid: "Prepaid Mail Club issues",
    transferred: amountCents > 0 ? "From a gift card" : "Moved to store credit",
  };
  return words[kind];
}

/** The groups of endpoints of the document, in the order the docs page lists them. */
export const tags = [
  { name: "Catalogue", description: "Products, search and the filter counts (spec §7)." },
  {
    name: "Authentication",
    description:
      "One account system, two token families (decisions.md 1): simple-* gives one bearer token; register/login give a 15-minute access token and a refresh token that rotates (24 hours unused, 30 days at most from the sign-in).",
  },
  {
    name: "Customer",
    description: "The signed-in customer's own record, preferences, details and orders.",
  },
  {
    name: "Cart",
    description:
      "The cart, as the /cart page keeps it: a customer's by their bearer token, a guest's by the X-Cart-Token the first add answers.",
  },
  {
    name: "Orders",
    description:
      "Placing an order from listed items or the cart, and reading it back (its customer, or a guest with its key).",
  },
  {
    name: "Gift cards and credit",
    description:
      "What is left on a gift card, and a customer's store credit; both pay for orders like money, after tax (decision 043).",
  },
  {
    name: "Addresses and postage",
    description:
      "Every country's address form, the countries the shop sends post to, and the cart's postage by shipping method.",
  },
  {
    name: "Payments",
    description:
      "PayPal: configuration, the PayPal order, the capture and PayPal's webhook listener.",
  },
  {
    name: "Mail Club",
    description:
      "The monthly mail subscription, paid through PayPal Subscriptions: joining (a guest gets an account as they join), confirming on the return from PayPal, and the member's own subscription; and gift memberships, paid once as an ordinary order.",
  },
  {
    name: "Contact and newsletter",
    description:
      "Messages to the maker and newsletter sign-ups, the same as the /contact page and the footer's 'Stay Updated' form. Both are rate-limited per client address.",
  },
  { name: "Operations", description: "Health checks for load balancers." },
  { name: "Documentation", description: "This document, as JSON and as a page." },
] as const;

export type TagName = (typeof tags)[number]["name"];

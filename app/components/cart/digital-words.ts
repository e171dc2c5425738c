/**
 * What a buyer ticks before a download goes in the cart (spec §4), wherever it is asked: the
 * product page, and buying a cancelled order's items again.
 */
export const DIGITAL_ACKNOWLEDGMENT =
  "I understand this is a digital download and nothing will be shipped";
export const DIGITAL_WARNING = "Please confirm you understand this is a digital product.";

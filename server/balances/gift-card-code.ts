import { randomInt } from "node:crypto";
import { hashSecretToken } from "#server/lib/secret-token.ts";

/** The most gift cards one cart, or one order, may hold. */
export const MAX_CARDS_PER_ORDER = 5;

/** Capitals and digits without the look-alikes 0/O and 1/I: 32 signs, 80 bits in 16. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LENGTH = 16;

/** A new card's code, 16 signs from the alphabet, drawn by the system's secure generator. */
export function newGiftCardCode() {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/**
 * The code as typed (any case, spaces or dashes between groups), or null for anything that
 * cannot be one of ours; nothing else is guessed at.
 */
export function normaliseGiftCardCode(typed: string | null | undefined): string | null {
  const code = (typed ?? "").toUpperCase().replace(/[\s-]+/g, "");
  if (code.length !== LENGTH) return null;
  return [...code].every((sign) => ALPHABET.includes(sign)) ? code : null;
}

/** 'ABCD-EFGH-JKLM-NPQR': how a code is printed and sent. */
export function groupedGiftCardCode(code: string) {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** What the shop keeps of a code: its SHA-256, and its last four signs to name the card by. */
export function storedGiftCardCode(code: string) {
  return { codeHash: hashSecretToken(code), lastFour: code.slice(-4) };
}

/** 'Gift card ••••QR7T': a card named without its code, for ledgers, orders and the studio. */
export function giftCardLabel(lastFour: string) {
  return `Gift card ••••${lastFour}`;
}

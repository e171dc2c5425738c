/**
 * A cart item as spec §3 names it, read by the cart's own schema (addToCartInput): the
 * spec's `metadata.digital_acknowledgment` is the cart's `digitalAcknowledged`. Used by
 * POST /api/cart/items and the `items` of POST /api/orders/create.
 */
import { z } from "zod";

export const specItemMessages = {
  itemNotObject: "An item must be an object like { productId, quantity }",
  metadataInvalid: 'metadata must be an object like { "digital_acknowledgment": true }',
  acknowledgmentInvalid: "metadata.digital_acknowledgment must be true or false",
} as const;

/** Spec §3's metadata of a cart item; anything else in it is ignored. */
export const itemMetadata = z
  .object(
    {
      digital_acknowledgment: z
        .boolean({ error: specItemMessages.acknowledgmentInvalid })
        .optional(),
    },
    { error: specItemMessages.metadataInvalid },
  )
  .nullish();

/**
 * The item with the cart's names: `metadata.digital_acknowledgment` becomes
 * `digitalAcknowledged` unless that is sent itself (then it wins, as the cart's own field).
 * Every other field goes on as sent, for the cart's schema to read.
 */
export const withCartNames = z
  .looseObject({ metadata: itemMetadata }, { error: specItemMessages.itemNotObject })
  .transform(({ metadata, ...item }) => {
    const acknowledged = metadata?.digital_acknowledgment;
    const ownField = item.digitalAcknowledged !== undefined && item.digitalAcknowledged !== null;
    return ownField || acknowledged === undefined
      ? item
      : { ...item, digitalAcknowledged: acknowledged };
  });

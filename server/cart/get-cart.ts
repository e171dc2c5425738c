import { asc, eq, inArray } from "drizzle-orm";
import { type CartKey, cartOf } from "#server/cart/cart-key.ts";
import { MAX_LINE_QUANTITY } from "#server/cart/line-quantity.ts";
import { cartMessages, onlyLeftMessage } from "#server/cart/messages.ts";
import type { Cart, CartLine } from "#server/cart/types.ts";
import type { ProductImage } from "#server/catalogue/types.ts";
import type { Database } from "#server/db/client.ts";
import { cartLines, carts, productImages, products, productTypes } from "#server/db/schema.ts";

const emptyCart: Cart = {
  lines: [],
  totalCents: 0,
  itemCount: 0,
  hasSubscription: false,
  hasInvalidCombination: false,
  discountCode: null,
};

/**
 * The cart of `key` with each line's product card, unit price and line total read from the
 * database, oldest line first. Two queries: the lines with their products, then their first
 * images. No cookie or an unknown token is an empty cart.
 */
export async function getCart(db: Database, key: CartKey): Promise<Cart> {
  const ofCart = cartOf(key);
  if (!ofCart) return emptyCart;
  const rows = await db
    .select({
      lineId: cartLines.id,
      quantity: cartLines.quantity,
      personalisation: cartLines.personalisation,
      id: products.id,
      slug: products.slug,
      sku: products.sku,
      title: products.title,
      kind: products.kind,
      priceCents: products.priceCents,
      stock: products.stock,
      weightGrams: products.weightGrams,
      fitsInLetter: products.fitsInLetter,
      fitsInEnvelope: products.fitsInEnvelope,
      isActive: products.isActive,
      isPopular: products.isPopular,
      createdAt: products.createdAt,
      typeSlug: productTypes.slug,
      typeName: productTypes.name,
      discountCode: carts.discountCode,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(ofCart)
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  if (rows.length === 0) return emptyCart;

  const images = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      alt: productImages.alt,
      width: productImages.width,
      height: productImages.height,
      variants: productImages.variants,
    })
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productImages.productId), asc(productImages.position));
  const imageOf = new Map<number, ProductImage>(
    images.map(({ productId, ...image }) => [productId, image]),
  );

  // Stock is shared by a product's lines (two banners with different words).
  const inCart = new Map<number, number>();
  for (const row of rows) inCart.set(row.id, (inCart.get(row.id) ?? 0) + row.quantity);

  const lines = rows.map((row): CartLine => {
    const isAvailable = row.isActive && row.stock !== 0;
    const productTotal = inCart.get(row.id) ?? row.quantity;
    const stockForLine =
      row.stock === null
        ? MAX_LINE_QUANTITY
        : Math.max(1, row.stock - (productTotal - row.quantity));
    const maxQuantity = row.kind === "physical" ? stockForLine : 1;
    return {
      id: row.lineId,
      personalisation: row.personalisation,
      product: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        kind: row.kind,
        // The cart takes a sale off as a discount line, with the code (server/discounts/).
        sale: null,
        priceCents: row.priceCents,
        type: { slug: row.typeSlug, name: row.typeName },
        isPopular: row.isPopular,
        isAvailable,
        image: imageOf.get(row.id) ?? null,
        createdAt: row.createdAt,
      },
      sku: row.sku,
      quantity: row.quantity,
      unitPriceCents: row.priceCents,
      lineTotalCents: row.priceCents * row.quantity,
      stock: row.stock,
      maxQuantity,
      weightGrams: row.weightGrams,
      fitsInLetter: row.fitsInLetter,
      fitsInEnvelope: row.fitsInEnvelope,
      problem: !row.isActive
        ? cartMessages.unavailable
        : row.stock === 0
          ? cartMessages.outOfStock
          : row.stock !== null && productTotal > row.stock
            ? onlyLeftMessage(row.stock)
            : null,
    };
  });
  const hasSubscription = lines.some((line) => line.product.kind === "subscription");
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    hasSubscription,
    hasInvalidCombination: hasSubscription && lines.length > 1,
    discountCode: rows[0]?.discountCode ?? null,
  };
}

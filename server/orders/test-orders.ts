/** Test fixtures for checkout: products, a visitor's cart, a valid checkout form. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createCartToken, hashCartToken } from "#server/cart/cart-token.ts";
import { type CheckoutInput, checkoutSchema } from "#server/checkout/checkout-schema.ts";
import type { Database } from "#server/db/client.ts";
import type { Personalisation, PersonalisationFields } from "#server/db/schema.ts";
import { cartLines, carts, products, productTypes } from "#server/db/schema.ts";

export interface TestProduct {
  title?: string;
  kind?: "physical" | "digital" | "subscription";
  priceCents?: number;
  stock?: number | null;
  isActive?: boolean;
  flags?: Record<string, string>;
  personalisation?: PersonalisationFields;
  fitsInEnvelope?: boolean;
}

/** Inserts one product (and a product type for it) and returns its id. */
export async function insertTestProduct(db: Database, product: TestProduct = {}) {
  const key = randomUUID().slice(0, 8);
  const [type] = await db
    .insert(productTypes)
    .values({ slug: `type-${key}`, name: `Type ${key}`, code: `T${key}` })
    .returning({ id: productTypes.id });
  if (!type) throw new Error("no product type");
  const [row] = await db
    .insert(products)
    .values({
      slug: `product-${key}`,
      sku: `SKU-${key}`,
      title: product.title ?? `Product ${key}`,
      kind: product.kind ?? "physical",
      priceCents: product.priceCents ?? 450,
      stock: product.stock === undefined ? 10 : product.stock,
      isActive: product.isActive ?? true,
      flags: product.flags ?? {},
      personalisation: product.personalisation ?? null,
      fitsInEnvelope: product.fitsInEnvelope ?? false,
      productTypeId: type.id,
    })
    .returning({ id: products.id });
  if (!row) throw new Error("no product");
  return row.id;
}

/** A cart holding these lines (written directly: the cart's own rules are tested elsewhere). */
export async function insertTestCart(
  db: Database,
  lines: { productId: number; quantity: number; personalisation?: Personalisation }[],
  customerId: number | null = null,
) {
  const token = createCartToken();
  const [cart] = await db
    .insert(carts)
    .values({ tokenHash: hashCartToken(token), customerId })
    .returning({ id: carts.id });
  if (!cart) throw new Error("no cart");
  if (lines.length > 0) {
    await db.insert(cartLines).values(lines.map((line) => ({ cartId: cart.id, ...line })));
  }
  return token;
}

/** A product's stock now (null: not counted). */
export async function stockOf(db: Database, productId: number) {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}

export const testShippingAddress = {
  firstName: "Mika",
  lastName: "Sato",
  addressLine1: "12 Lantern Street",
  addressLine2: "Apt 3",
  city: "Portland",
  stateProvince: "OR",
  postalCode: "97201",
  country: "US",
};

/** The checkout form as a browser sends it. */
export function testCheckoutForm(overrides: Record<string, unknown> = {}) {
  return {
    customerEmail: "mika@example.com",
    customerName: "Mika Sato",
    customerPhone: "555 0100",
    shippingAddress: testShippingAddress,
    billingAddressSameAsShipping: true,
    shippingMethod: "standard",
    ...overrides,
  };
}

export function testCheckoutInput(overrides: Record<string, unknown> = {}): CheckoutInput {
  return checkoutSchema.parse(testCheckoutForm(overrides));
}

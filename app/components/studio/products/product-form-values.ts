/**
 * What the product form shows in its fields: text as typed (so a refused post comes back as
 * it was sent), lists for the ticked boxes. Made from a saved product, or read from a post.
 */

import { refusalOf } from "#app/forms/form-reply.ts";
import type { StudioProduct } from "#server/catalogue/studio/get-studio-product.ts";
import { centsToDollars } from "#server/lib/money.ts";

const textFields = [
  "title",
  "slug",
  "sku",
  "kind",
  "productTypeId",
  "price",
  "stock",
  "weightGrams",
  "fitsInLetter",
  "fitsInEnvelope",
  "description",
  "isPopular",
  "isActive",
  "metaTitle",
  "metaDescription",
  "inheritedDescription",
  "inheritedSpecs",
  "inheritedInstructions",
  "includedText",
  "subscriptionInterval",
  "paypalPlanId",
  "previewVideoWebm",
  "previewVideoMp4",
  "personalTextLabel",
  "personalTextMaxLength",
  "personalChoiceLabel",
  "personalChoiceOptions",
] as const;

export type ProductFormValues = Record<(typeof textFields)[number], string> & {
  subCategoryIds: string[];
  topicIds: string[];
};

/** The fields of a posted product form; anything missing reads as blank. */
export function productFormValues(form: FormData): ProductFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  const values = Object.fromEntries(textFields.map((name) => [name, text(name)]));
  return {
    ...(values as Record<(typeof textFields)[number], string>),
    subCategoryIds: list("subCategoryIds"),
    topicIds: list("topicIds"),
  };
}

/** What was typed, when the reply refused a save (its values come from `productFormValues`). */
export function typedProductValues(reply: unknown, stored: ProductFormValues): ProductFormValues {
  const typed = refusalOf(reply)?.values;
  return typed ? (typed as ProductFormValues) : stored;
}

/** A new product's form: physical, in the shop once saved. */
export function newProductValues(productTypeId = ""): ProductFormValues {
  const values = Object.fromEntries(textFields.map((name) => [name, ""]));
  return {
    ...(values as Record<(typeof textFields)[number], string>),
    kind: "physical",
    productTypeId,
    isActive: "on",
    subCategoryIds: [],
    topicIds: [],
  };
}

const flag = (value: unknown) => (typeof value === "string" ? value : "");

/** The form of a saved product. */
export function savedProductValues(product: StudioProduct): ProductFormValues {
  return {
    title: product.title,
    slug: product.slug,
    sku: product.sku,
    kind: product.kind,
    productTypeId: String(product.productTypeId),
    price: centsToDollars(product.priceCents),
    stock: product.stock === null ? "" : String(product.stock),
    weightGrams: String(product.weightGrams),
    fitsInLetter: product.fitsInLetter ? "on" : "",
    fitsInEnvelope: product.fitsInEnvelope ? "on" : "",
    description: product.description,
    isPopular: product.isPopular ? "on" : "",
    isActive: product.isActive ? "on" : "",
    metaTitle: product.metaTitle ?? "",
    metaDescription: product.metaDescription ?? "",
    inheritedDescription: product.inheritedContentDescription ?? "",
    inheritedSpecs: product.inheritedContentSpecs ?? "",
    inheritedInstructions: product.inheritedContentInstructions ?? "",
    includedText: product.includedText ?? "",
    subscriptionInterval: flag(product.flags.subscription_interval),
    paypalPlanId: flag(product.flags.paypal_plan_id),
    previewVideoWebm: flag(product.flags.preview_video_webm),
    previewVideoMp4: flag(product.flags.preview_video_mp4),
    personalTextLabel: product.personalisation?.text?.label ?? "",
    personalTextMaxLength: String(product.personalisation?.text?.maxLength ?? ""),
    personalChoiceLabel: product.personalisation?.choice?.label ?? "",
    personalChoiceOptions: product.personalisation?.choice?.options.join("\n") ?? "",
    subCategoryIds: product.subCategoryIds.map(String),
    topicIds: product.topicIds.map(String),
  };
}

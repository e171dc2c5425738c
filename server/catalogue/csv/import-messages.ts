/**
 * What the catalogue import says about a file it refuses, by line and column. Without
 * dependencies: the import screen shows some of them before anything is sent.
 */
const list = (values: string[]) => values.map((value) => `“${value}”`).join(", ");

export const importMessages = {
  notUtf8:
    "This file is not UTF-8 text. In your spreadsheet, save it as “CSV UTF-8 (comma delimited)” and choose it again.",
  noFile: "Choose a CSV file to import.",
  empty: "The file is empty: it needs a header row naming the columns, then one product a row.",
  noRows: "The file has a header row but no products.",
  tooManyRows: (max: number) =>
    `The file has more than ${max.toLocaleString("en-US")} products. Split it into smaller files.`,
  unknownColumns: (names: string[], known: string[]) =>
    `Unknown ${names.length === 1 ? "column" : "columns"} ${list(names)}. The columns are: ${known.join(", ")}.`,
  duplicateColumn: (name: string) => `The column “${name}” appears twice.`,
  noKeyColumn: "The file needs a sku column (or a slug column) to find each product.",
  cellCount: (found: number, expected: number) =>
    `This row has ${found} values but the header has ${expected} columns. Check for a missing or extra comma.`,
  booleanInvalid: "Write true or false",
  typeRequired: "Give the product type's slug, like stickers",
  typeUnknown: (slug: string, known: string[]) =>
    `Unknown product type “${slug}”. The types are: ${known.join(", ")}.`,
  subCategoriesUnknown: (slugs: string[], type: string, known: string[]) =>
    `Unknown sub-${slugs.length === 1 ? "category" : "categories"} ${list(slugs)} for the type “${type}”. ${
      known.length > 0
        ? `Its sub-categories are: ${known.join(", ")}.`
        : "It has no sub-categories."
    }`,
  topicsUnknown: (slugs: string[], known: string[]) =>
    `Unknown ${slugs.length === 1 ? "topic" : "topics"} ${list(slugs)}. The topics are: ${known.join(", ")}.`,
  skuRequired:
    "A new product needs its code (SKU), like STK-013: later imports find the product by it.",
  slugRequired: "Give this product a slug, like sleepy-cats-sticker",
  slugTaken: (slug: string, title: string) =>
    `The slug “${slug}” is already used by “${title}”. Give this row a slug of its own.`,
  sameSku: (line: number) => `The same code (SKU) as line ${line}: each product once per file.`,
  sameSlug: (line: number) => `The same slug as line ${line}: each product needs its own slug.`,
  sameProduct: (line: number) => `Line ${line} already changes this product.`,
  fileHasErrors: (count: number) =>
    `The file has ${count === 1 ? "an error" : `${count} errors`} now. Check it again and fix ${count === 1 ? "it" : "them"} before importing.`,
  keyTakenMeanwhile:
    "Another change took one of these codes or slugs while importing. Check the file again.",
  fromInvalid: "This part of the import does not exist. Check the file again.",
} as const;

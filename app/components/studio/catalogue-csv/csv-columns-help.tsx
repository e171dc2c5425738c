import { Link } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { catalogueColumns } from "#server/catalogue/csv/catalogue-columns.ts";

const code = "rounded bg-paper-deep px-1 font-mono text-sm";

/** How the import reads a file: the columns and what a value (or a blank) in each means. */
export function CsvColumnsHelp() {
  return (
    <StudioPanel title="How the file is read">
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>
          The first row names the columns; the export has all of them:{" "}
          <span className="break-words">
            {catalogueColumns.map((column, index) => (
              <span key={column}>
                <code className={code}>{column}</code>
                {index < catalogueColumns.length - 1 ? ", " : ""}
              </span>
            ))}
          </span>
          . A file may leave columns out: those fields stay as they are.
        </li>
        <li>
          Each row is matched to a product by its code (<code className={code}>sku</code>), or by
          its <code className={code}>slug</code> when it has no code. A code no product has makes a
          new product.
        </li>
        <li>
          <code className={code}>price</code> is in dollars, like 4.50.{" "}
          <code className={code}>stock</code> is a whole number: 0 is sold out, blank is made to
          order. <code className={code}>is_active</code> and{" "}
          <code className={code}>is_popular</code> are true or false.
        </li>
        <li>
          <code className={code}>weight_grams</code> is the packed weight in whole grams and{" "}
          <code className={code}>fits_in_letter</code> true or false: postage is priced by them. A
          download or a Mail Club plan weighs nothing, whatever its row says.{" "}
          <code className={code}>fits_in_envelope</code> true or false: a member may have it come
          with their next Mail Club issue.
        </li>
        <li>
          <code className={code}>product_type</code>, <code className={code}>sub_categories</code>{" "}
          and <code className={code}>topic_categories</code> are slugs, several separated by “;”.
          One the shop doesn't have is an error:{" "}
          <Link
            to="/studio/products/taxonomy"
            className="font-semibold underline underline-offset-4"
          >
            add it to the types and categories
          </Link>{" "}
          first.
        </li>
        <li>
          A blank cell keeps a product's code, slug, name, kind, type, price and whether it is
          active, popular or fits in a letter, and clears anything else (a blank weight is 0 g).
        </li>
      </ul>
    </StudioPanel>
  );
}

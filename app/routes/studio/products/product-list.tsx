import { Link, useSearchParams } from "react-router";
import { ProductFilters } from "#app/components/studio/products/product-filters.tsx";
import { ProductTable } from "#app/components/studio/products/product-table.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { StudioPager } from "#app/components/studio/studio-pager.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { listStudioProducts } from "#server/catalogue/studio/list-studio-products.ts";
import { loadProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import {
  readStudioProductFilters,
  studioProductsHref,
} from "#server/catalogue/studio/studio-product-filters.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/product-list";

export function meta() {
  return [{ title: "Products — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const filters = readStudioProductFilters(new URL(request.url).searchParams);
  const [page, choices] = await Promise.all([
    listStudioProducts(db, filters),
    loadProductChoices(db),
  ]);
  return { page, choices, filters };
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { page, choices, filters } = loaderData;
  const [params] = useSearchParams();
  const filtered = Object.entries(filters).some(([key, value]) => key !== "page" && value);
  return (
    <StudioPage
      title="Products"
      description="Everything in the catalogue, archived products too."
      actions={
        <>
          <LinkButton to="/studio/products/taxonomy" variant="secondary">
            Types and categories
          </LinkButton>
          <LinkButton to="/studio/products/new">New product</LinkButton>
        </>
      }
    >
      {params.get("notice") === "deleted" ? (
        <FormAlert tone="notice" title="Product deleted">
          It is gone from the studio and the shop.
        </FormAlert>
      ) : null}
      <ProductFilters filters={filters} choices={choices} />
      <p className="text-ink-soft" aria-live="polite">
        {page.total === 1 ? "1 product" : `${page.total.toLocaleString("en-US")} products`}
        {page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ""}
      </p>
      {page.products.length > 0 ? (
        <ProductTable products={page.products} />
      ) : (
        <p>
          {filtered ? "No products match these filters." : "No products yet."}{" "}
          <Link to={filtered ? "/studio/products" : "/studio/products/new"} className="underline">
            {filtered ? "Clear the filters" : "Add the first one"}
          </Link>
        </p>
      )}
      <StudioPager
        page={page.page}
        pageCount={page.pageCount}
        href={(to) => studioProductsHref({ ...filters, page: to })}
      />
    </StudioPage>
  );
}

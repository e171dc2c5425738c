import { Link } from "react-router";
import { ProductPicture } from "#app/components/catalogue/product-image.tsx";
import { StudioTable } from "#app/components/studio/studio-table.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { StudioProductRow } from "#server/catalogue/studio/list-studio-products.ts";
import { formatMoney } from "#server/lib/money.ts";

function stockText(stock: number | null) {
  if (stock === null) return "Made to order";
  if (stock === 0) return "Out of stock";
  return `${stock} in stock`;
}

/** The product list: picture, name and code (linking to the edit screen), type, price, stock, status. */
export function ProductTable({ products }: { products: StudioProductRow[] }) {
  return (
    <StudioTable
      label="Products"
      minWidth="min-w-[36rem]"
      rows={products}
      rowKey={(product) => product.id}
      columns={[
        {
          header: "Picture",
          quietHeader: true,
          headerClassName: "w-20",
          cell: (product) => (
            <ProductPicture
              image={product.image}
              alt=""
              sizes="64px"
              className="w-16! rounded-sm border border-line"
            />
          ),
        },
        {
          header: "Name",
          className: "min-w-44",
          cell: (product) => (
            <>
              <Link
                to={`/studio/products/${product.id}`}
                className="font-semibold text-ink underline-offset-4 hover:underline"
              >
                {product.title}
              </Link>
              <span className="block font-mono text-xs text-ink-soft">{product.sku}</span>
            </>
          ),
        },
        { header: "Type", cell: (product) => product.type.name },
        {
          header: "Price",
          align: "right",
          className: "tabular-nums",
          cell: (product) => formatMoney(product.priceCents),
        },
        {
          header: "Stock",
          className: "whitespace-nowrap",
          cell: (product) => stockText(product.stock),
        },
        {
          header: "Status",
          cell: (product) => (
            <span className="flex flex-wrap gap-1">
              {product.isActive ? (
                <Badge variant="sage">Active</Badge>
              ) : (
                <Badge variant="outline">Archived</Badge>
              )}
              {product.isPopular ? <Badge variant="accent">Popular</Badge> : null}
            </span>
          ),
        },
      ]}
    />
  );
}

import { Link } from "react-router";
import { ProductPicture } from "#app/components/catalog/product-image.tsx";
import { StudioTableFrame, studioTable } from "#app/components/studio/studio-page.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import type { StudioProductRow } from "#server/catalog/edit/list-studio-products.ts";
import { formatMoney } from "#server/money.ts";

function stockText(stock: number | null) {
  if (stock === null) return "Made to order";
  if (stock === 0) return "Out of stock";
  return `${stock} in stock`;
}

/** The product list: picture, name and code (linking to the edit screen), type, price, stock, status. */
export function ProductTable({ products }: { products: StudioProductRow[] }) {
  return (
    <StudioTableFrame label="Products">
      <table className={studioTable.table}>
        <thead className={studioTable.head}>
          <tr>
            <th scope="col" className={`${studioTable.headCell} w-20`}>
              <span className="sr-only">Picture</span>
            </th>
            <th scope="col" className={studioTable.headCell}>
              Name
            </th>
            <th scope="col" className={studioTable.headCell}>
              Type
            </th>
            <th scope="col" className={`${studioTable.headCell} text-right`}>
              Price
            </th>
            <th scope="col" className={studioTable.headCell}>
              Stock
            </th>
            <th scope="col" className={studioTable.headCell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className={studioTable.row}>
              <td className={studioTable.cell}>
                <ProductPicture
                  image={product.image}
                  alt=""
                  sizes="64px"
                  className="w-16! rounded-sm border border-line"
                />
              </td>
              <td className={`${studioTable.cell} min-w-44`}>
                <Link
                  to={`/studio/products/${product.id}`}
                  className="font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {product.title}
                </Link>
                <span className="block font-mono text-xs text-ink-soft">{product.sku}</span>
              </td>
              <td className={studioTable.cell}>{product.type.name}</td>
              <td className={`${studioTable.cell} text-right tabular-nums`}>
                {formatMoney(product.priceCents)}
              </td>
              <td className={`${studioTable.cell} whitespace-nowrap`}>
                {stockText(product.stock)}
              </td>
              <td className={studioTable.cell}>
                <span className="flex flex-wrap gap-1">
                  {product.isActive ? (
                    <Badge variant="sage">Active</Badge>
                  ) : (
                    <Badge variant="outline">Archived</Badge>
                  )}
                  {product.isPopular ? <Badge variant="accent">Popular</Badge> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </StudioTableFrame>
  );
}

import { data, redirect, useSearchParams } from "react-router";
import { productHref } from "#app/components/catalogue/format.ts";
import { MissingProductScreen } from "#app/components/studio/content/screen-parts.tsx";
import { HeldStockPanel } from "#app/components/studio/products/held-stock-panel.tsx";
import {
  ProductDeletePanel,
  ProductHeaderActions,
} from "#app/components/studio/products/product-actions.tsx";
import { ProductFilesPanel } from "#app/components/studio/products/product-files-panel.tsx";
import { ProductForm } from "#app/components/studio/products/product-form.tsx";
import {
  productFormValues,
  savedProductValues,
} from "#app/components/studio/products/product-form-values.ts";
import { ProductImagesPanel } from "#app/components/studio/products/product-images-panel.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { shopContext } from "#app/server/shop-context.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { deleteProduct } from "#server/catalogue/studio/delete-product.ts";
import { duplicateProduct } from "#server/catalogue/studio/duplicate-product.ts";
import { getStudioProduct } from "#server/catalogue/studio/get-studio-product.ts";
import { loadProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import { productMessages } from "#server/catalogue/studio/product-messages.ts";
import { setProductActive } from "#server/catalogue/studio/set-product-active.ts";
import { updateProduct } from "#server/catalogue/studio/update-product.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { heldStockOf, releaseHeldStock } from "#server/orders/studio/held-stock.ts";
import type { Route } from "./+types/product-edit";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData && "product" in loaderData ? loaderData.product?.title : undefined;
  return [{ title: `${title ?? "Product not found"} — Studio` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.productId);
  const [product, choices, held] = await Promise.all([
    id ? getStudioProduct(db, id) : null,
    loadProductChoices(db),
    id ? heldStockOf(db, id) : null,
  ]);
  if (!product || !held) return data({ product: null, choices, held: null }, 404);
  return { product, choices, held };
}

const notices: Record<string, { title: string; text: string }> = {
  created: { title: "Product created", text: "Add its pictures below." },
  saved: { title: "Changes saved", text: "The shop shows them now." },
  duplicated: {
    title: "This is the copy",
    text: "It is archived until you unarchive it. Change its name and details, then save.",
  },
  archived: { title: "Archived", text: "It is out of the shop; its orders keep it." },
  unarchived: { title: "Back in the shop", text: "It shows in its listings and search again." },
  released: { title: "Released", text: "What unpaid orders held is back in stock." },
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db, storage } = context.get(appContext);
  const id = parseRowId(params.productId);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const here = `/studio/products/${params.productId}`;
  const values = intent === "save" ? productFormValues(form) : undefined;
  return replyTo({ intent, values }, async () => {
    if (!id) throw new AppError("not_found", productMessages.notFound);
    switch (intent) {
      case "save":
        await updateProduct(db, account, id, values ?? {});
        return redirect(`${here}?notice=saved`);
      case "duplicate": {
        const copy = await duplicateProduct(db, account, id);
        return redirect(`/studio/products/${copy.id}?notice=duplicated`);
      }
      case "archive":
      case "unarchive":
        await setProductActive(db, account, id, intent === "unarchive");
        return redirect(`${here}?notice=${intent}d`);
      case "delete":
        await deleteProduct(db, account, id, storage.privateFiles);
        return redirect("/studio/products?notice=deleted");
      case "release-held":
        await releaseHeldStock(db, account, id, await shopContext(context));
        return redirect(`${here}?notice=released`);
      default:
        throw new AppError("bad_request", "Unknown action.");
    }
  });
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { product, choices, held } = loaderData;
  if (!product || !held) {
    return <MissingProductScreen />;
  }
  const notice = notices[params.get("notice") ?? ""];
  const refused = refusalOf(actionData);
  const refusedSave = refused?.intent === "save" ? refused : undefined;
  const refusedOther = refused?.intent === "save" ? undefined : refused;
  return (
    <StudioPage
      title={product.title}
      description={
        <>
          <span className="font-mono">{product.sku}</span> · {product.type.name} ·{" "}
          {product.isActive ? "Active, in the shop" : "Archived, out of the shop"}
        </>
      }
      actions={
        <ProductHeaderActions
          isActive={product.isActive}
          shopHref={product.isActive ? productHref(product) : null}
        />
      }
    >
      {notice && !actionData ? (
        <FormAlert tone="notice" title={notice.title}>
          {notice.text}
        </FormAlert>
      ) : null}
      {refusedOther ? (
        <FormAlert title="Not done">
          <p>{refusedOther.message}</p>
        </FormAlert>
      ) : null}
      <HeldStockPanel held={held} />
      <ProductImagesPanel productId={product.id} images={product.images} />
      {product.kind === "digital" ? (
        <ProductFilesPanel productId={product.id} fileNames={product.fileNames} />
      ) : null}
      <ProductForm
        key={`${product.id}-${String(product.updatedAt)}`}
        values={savedProductValues(product)}
        choices={choices}
        refused={refusedSave}
        isNew={false}
        submitLabel="Save changes"
      />
      <ProductDeletePanel title={product.title} orderCount={product.orderCount} />
    </StudioPage>
  );
}

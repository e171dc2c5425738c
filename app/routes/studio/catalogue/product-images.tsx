import { data, Link, redirect } from "react-router";
import { productHref } from "#app/components/catalogue/format.ts";
import { MissingProductScreen } from "#app/components/studio/content/screen-parts.tsx";
import { ProductImagesManager } from "#app/components/studio/product-images/product-images-manager.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { refusalOf } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { requireStudio, studioReturnPath } from "#app/server/studio-session.server.ts";
import { deleteProductImage } from "#server/catalogue/studio/images/delete-product-image.ts";
import { imageOrderSchema } from "#server/catalogue/studio/images/image-schemas.ts";
import { imageMessages } from "#server/catalogue/studio/images/image-upload-limits.ts";
import { loadImagesPage } from "#server/catalogue/studio/images/load-images-page.ts";
import { reorderProductImages } from "#server/catalogue/studio/images/reorder-product-images.ts";
import { updateImageAlt } from "#server/catalogue/studio/images/update-image-alt.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/product-images";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product?.title;
  return [{ title: `${title ? `Pictures of ${title}` : "Product not found"} — Studio` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const productId = parseRowId(params.productId);
  const page = productId ? await loadImagesPage(db, productId) : null;
  if (!page) return data({ product: null, images: [] }, 404);
  return page;
}

/** Alt text, order and deletion: fetchers get the result; a post without JavaScript goes back. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db, storage } = context.get(appContext);
  const form = formText(await request.formData());
  const productId = parseRowId(params.productId) ?? 0;
  const imageId = parseRowId(form.imageId) ?? 0;
  const intent = form.intent ?? "";
  return replyTo({ intent }, async () => {
    if (intent === "alt") {
      await updateImageAlt(db, account, { productId, imageId, alt: form.alt });
    } else if (intent === "order") {
      const order = imageOrderSchema.safeParse(form.order);
      if (!order.success) throw new AppError("conflict", imageMessages.orderOutdated);
      await reorderProductImages(db, account, { productId, imageIds: order.data });
    } else if (intent === "delete") {
      await deleteProductImage(db, account, { productId, imageId, pictures: storage.pictures });
    } else {
      throw new AppError("bad_request", "Unknown action.");
    }
    if (form.returnTo) throw redirect(studioReturnPath(form.returnTo));
    return { ok: true as const, intent, imageId };
  });
}

export default function ProductImages({ loaderData, actionData }: Route.ComponentProps) {
  const { product, images } = loaderData;
  const refused = refusalOf(actionData);
  if (!product) {
    return <MissingProductScreen />;
  }
  return (
    <StudioPage
      title={`Pictures of ${product.title}`}
      description={
        <>
          The shop shows them in this order.{" "}
          <Link
            to={`/studio/products/${product.id}`}
            className="font-semibold underline underline-offset-4"
          >
            Back to the product
          </Link>
        </>
      }
      actions={
        product.isActive ? (
          <LinkButton
            to={productHref({ slug: product.slug, type: { slug: product.typeSlug } })}
            variant="secondary"
            reloadDocument
          >
            See it in the shop
          </LinkButton>
        ) : null
      }
    >
      {refused ? (
        <FormAlert title="Not saved">
          <p>{refused.message}</p>
        </FormAlert>
      ) : null}
      <StudioPanel title="Pictures">
        <ProductImagesManager productId={product.id} productName={product.title} images={images} />
      </StudioPanel>
    </StudioPage>
  );
}

import { redirect } from "react-router";
import { ProductForm } from "#app/components/studio/products/product-form.tsx";
import {
  newProductValues,
  productFormValues,
} from "#app/components/studio/products/product-form-values.ts";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { replyTo } from "#app/forms/reply.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { createProduct } from "#server/catalogue/studio/create-product.ts";
import { loadProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/product-new";

export function meta() {
  return [{ title: "New product — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  return { choices: await loadProductChoices(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const values = productFormValues(await request.formData().catch(() => new FormData()));
  return replyTo({ intent: "save", values }, async () => {
    const created = await createProduct(db, account, values);
    return redirect(`/studio/products/${created.id}?notice=created`);
  });
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StudioPage title="New product" description="Pictures are added once the product is saved.">
      <ProductForm
        values={newProductValues()}
        choices={loaderData.choices}
        refused={actionData}
        isNew
        submitLabel="Create product"
      />
    </StudioPage>
  );
}

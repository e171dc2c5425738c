import {
  ProductTypesPanel,
  SubCategoriesPanel,
  TopicsPanel,
} from "#app/components/studio/products/taxonomy-panels.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { listTaxonomy } from "#server/catalogue/studio/list-taxonomy.ts";
import {
  createProductType,
  deleteProductType,
  updateProductType,
} from "#server/catalogue/studio/product-types.ts";
import {
  createSubCategory,
  deleteSubCategory,
  updateSubCategory,
} from "#server/catalogue/studio/sub-categories.ts";
import { taxonomyMessages } from "#server/catalogue/studio/taxonomy-schemas.ts";
import { createTopic, deleteTopic, updateTopic } from "#server/catalogue/studio/topics.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/taxonomy";

export function meta() {
  return [{ title: "Types and categories — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  return listTaxonomy(db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData().catch(() => new FormData()));
  // The reply names the form that was sent (by its key), for that form to show it.
  const formKey = /^[a-z0-9-]{1,40}$/.test(form.form ?? "") ? (form.form as string) : "";
  const id = parseRowId(form.id);
  const withId = (run: (id: number) => Promise<unknown>) => async () => {
    if (!id) throw new AppError("not_found", taxonomyMessages.notFound);
    await run(id);
  };
  const operations: Record<string, [() => Promise<unknown>, string]> = {
    "type-create": [() => createProductType(db, account, form), "Product type added."],
    "type-update": [withId((id) => updateProductType(db, account, id, form)), "Saved."],
    "type-delete": [withId((id) => deleteProductType(db, account, id)), "Deleted."],
    "sub-create": [() => createSubCategory(db, account, form), "Sub-category added."],
    "sub-update": [withId((id) => updateSubCategory(db, account, id, form)), "Saved."],
    "sub-delete": [withId((id) => deleteSubCategory(db, account, id)), "Deleted."],
    "topic-create": [() => createTopic(db, account, form), "Topic added."],
    "topic-update": [withId((id) => updateTopic(db, account, id, form)), "Saved."],
    "topic-delete": [withId((id) => deleteTopic(db, account, id)), "Deleted."],
  };
  const operation = operations[form.intent ?? ""];
  return replyTo({ intent: formKey, values: form }, async () => {
    if (!operation) throw new AppError("bad_request", "Unknown action.");
    await operation[0]();
    return { ok: true as const, intent: formKey, message: operation[1] };
  });
}

export default function Taxonomy({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StudioPage
      title="Types and categories"
      description="How the shop sorts its products: types, their sub-categories, and topics."
      actions={
        <LinkButton to="/studio/products" variant="secondary">
          Back to the products
        </LinkButton>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ProductTypesPanel types={loaderData.types} pageReply={actionData} />
          <TopicsPanel topics={loaderData.topics} pageReply={actionData} />
        </div>
        <SubCategoriesPanel
          types={loaderData.types}
          subCategories={loaderData.subCategories}
          pageReply={actionData}
        />
      </div>
    </StudioPage>
  );
}

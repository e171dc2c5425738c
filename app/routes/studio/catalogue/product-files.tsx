import { data, Form, Link, redirect, useNavigation } from "react-router";
import { MissingProductScreen } from "#app/components/studio/content/screen-parts.tsx";
import { FileUpload } from "#app/components/studio/file-upload.tsx";
import { ProductFilesTable } from "#app/components/studio/product-files/product-files-table.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, typedOr } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio, studioReturnPath } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { MAX_DOWNLOAD_LIMIT } from "#server/downloads/download-limits.ts";
import { removeProductFile } from "#server/downloads/product-files.ts";
import { loadProductFilesPage, setDownloadLimit } from "#server/downloads/product-files-page.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/product-files";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.product?.title;
  return [{ title: `${title ? `Files of ${title}` : "Product not found"} — Studio` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const productId = parseRowId(params.productId);
  const page = productId ? await loadProductFilesPage(db, productId) : null;
  if (!page) return data({ product: null, files: [] }, 404);
  return {
    product: page.product,
    files: page.files.map((file) => ({ ...file, updatedAt: file.updatedAt.toISOString() })),
  };
}

/** intent=limit (downloadLimit), intent=remove (id). Uploads go to /api/studio (streamed). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db, storage } = context.get(appContext);
  const form = formText(await request.formData());
  const productId = parseRowId(params.productId) ?? 0;
  const intent = form.intent ?? "";
  return replyTo({ intent, values: form }, async () => {
    if (intent === "limit") {
      const limit = await setDownloadLimit(db, account, {
        productId,
        downloadLimit: form.downloadLimit,
      });
      const message = `Saved: each purchase from now on may download each file ${limit} times.`;
      return { ok: true as const, intent, message };
    }
    if (intent === "remove") {
      const fileId = parseRowId(form.id) ?? 0;
      await removeProductFile(db, storage.privateFiles, account, { productId, fileId });
      if (form.returnTo) throw redirect(studioReturnPath(form.returnTo));
      return { ok: true as const, intent, message: "File removed." };
    }
    throw new AppError("bad_request", "Unknown action.");
  });
}

export default function ProductFiles({ loaderData, actionData }: Route.ComponentProps) {
  const { product, files } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (!product) return <MissingProductScreen />;
  return (
    <StudioPage
      title={`Files of ${product.title}`}
      description={
        <>
          What a buyer downloads after paying.{" "}
          <Link
            to={`/studio/products/${product.id}`}
            className="font-semibold underline underline-offset-4"
          >
            Back to the product
          </Link>
        </>
      }
    >
      <ReplyAlert reply={actionData} />
      {product.kind !== "digital" ? (
        <StudioPanel title="Files">
          <p className="text-ink-soft">
            Only a digital product delivers files. Set this product's kind to Digital to add them.
          </p>
        </StudioPanel>
      ) : (
        <>
          <StudioPanel title="Files">
            <div className="flex flex-col gap-6">
              {files.length > 0 ? (
                <ProductFilesTable productId={product.id} files={files} />
              ) : (
                <p className="text-ink-soft">
                  No files yet: a buyer of this product would receive nothing. Add the file they
                  download.
                </p>
              )}
              <FileUpload
                kind="download"
                endpoint={`/api/studio/products/${product.id}/files`}
                fileLabel="Add a file"
                submitLabel="Upload file"
                hint="PDF, ZIP, PNG or JPG, up to 100 MB. Kept private: only buyers' links reach it. Removing a file takes it from earlier buyers' downloads too."
                doneTitle="File added"
              />
            </div>
          </StudioPanel>
          <StudioPanel title="Downloads per purchase">
            <Form method="post" className="flex max-w-md flex-col gap-4">
              <input type="hidden" name="intent" value="limit" />
              <Input
                label="Downloads of each file"
                name="downloadLimit"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_DOWNLOAD_LIMIT}
                required
                defaultValue={typedOr(actionData, "downloadLimit", String(product.downloadLimit))}
                error={errorOf(actionData, "downloadLimit")}
                hint="How many times each purchase may download each file. Purchases already made keep theirs; you can reset a buyer's count on their order."
              />
              <div>
                <SubmitButton busy={busy} busyLabel="Saving…" compact>
                  Save
                </SubmitButton>
              </div>
            </Form>
          </StudioPanel>
        </>
      )}
    </StudioPage>
  );
}

import { data, Form, useNavigation } from "react-router";
import { BackLink, MissingScreen, Notice } from "#app/components/studio/content/screen-parts.tsx";
import { BatchPanel } from "#app/components/studio/discounts/batch-panel.tsx";
import { DiscountFields } from "#app/components/studio/discounts/discount-fields.tsx";
import { DiscountFiguresPanel } from "#app/components/studio/discounts/discount-figures.tsx";
import {
  discountFormValues,
  storedDiscountValues,
  typedDiscountValues,
} from "#app/components/studio/discounts/discount-form-values.ts";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { replyFor } from "#app/forms/form-reply.ts";
import { replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { appContext } from "#server/context.ts";
import { batchSize, makeCodeBatch } from "#server/discounts/studio/code-batch.ts";
import { discountReport } from "#server/discounts/studio/discount-report.ts";
import { setDiscountArchived, updateDiscount } from "#server/discounts/studio/studio-discounts.ts";
import { discountFormMessages } from "#server/discounts/studio/studio-messages.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import type { Route } from "./+types/discount-edit";
import { discountChoices, skusOf } from "./discount-view.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.discount?.name ?? "Discount not found"} — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.discountId);
  const timeZone = await shopTimeZone(context);
  const discount = (await discountReport(db, new Date())).find((row) => row.id === id);
  if (!discount) return data({ discount: null }, 404);
  const stored = storedDiscountValues(discount, await skusOf(db, discount), timeZone);
  const batch = discount.code ? await batchSize(db, discount.id) : null;
  return {
    discount: {
      id: discount.id,
      name: discount.name,
      code: discount.code,
      status: discount.status,
      figures: {
        uses: discount.uses,
        held: discount.held,
        revenueCents: discount.revenueCents,
        givenCents: discount.givenCents,
        stayedAfterIntro: discount.club?.stayedAfterIntro ?? null,
      },
      stored,
      version: wordsVersion({ v: JSON.stringify(stored) }),
      batch,
    },
    choices: await discountChoices(db),
    timeZone,
    notice: new URL(request.url).searchParams.get("notice"),
  };
}

/** intent=save (the form), archive or restore. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const values = discountFormValues(form);
  const timeZone = await shopTimeZone(context);
  return replyTo({ intent, values }, async () => {
    const id = parseRowId(params.discountId);
    if (id === null) throw new AppError("not_found", discountFormMessages.notFound);
    if (intent === "save") {
      await updateDiscount(db, account, id, values, timeZone);
      return { ok: true as const, intent, message: "Saved." };
    }
    if (intent === "batch") {
      const { made } = await makeCodeBatch(db, account, id, {
        count: form.get("count"),
        prefix: form.get("prefix") ?? undefined,
      });
      return { ok: true as const, intent, message: `Made ${made} single-use codes.` };
    }
    if (intent === "archive" || intent === "restore") {
      await setDiscountArchived(db, account, id, intent === "archive");
      const message = intent === "archive" ? "Archived: its code no longer works." : "Restored.";
      return { ok: true as const, intent, message };
    }
    throw new AppError("bad_request", "Unknown action.");
  });
}

export default function EditDiscount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.discount) {
    return (
      <MissingScreen
        title="Discount not found"
        text="Check the address, or find it in the list."
        backTo="/studio/discounts"
        back="Back to discounts"
      />
    );
  }
  const { discount } = loaderData;
  const saveReply = replyFor(actionData, "save");
  const archived = discount.status === "archived";
  return (
    <StudioPage
      title={discount.name}
      description={
        discount.code
          ? `Code ${discount.code} · ${discount.status}`
          : `Automatic sale · ${discount.status}`
      }
      actions={<BackLink to="/studio/discounts">All discounts</BackLink>}
    >
      {loaderData.notice === "created" && !actionData ? <Notice>Discount saved.</Notice> : null}
      <ReplyAlert reply={replyFor(actionData, "archive") ?? replyFor(actionData, "restore")} />
      <DiscountFiguresPanel figures={discount.figures} />
      <Form method="post" noValidate className="flex flex-col gap-6" key={discount.version}>
        <ReplyAlert reply={saveReply} />
        <DiscountFields
          values={typedDiscountValues(saveReply, discount.stored)}
          choices={loaderData.choices}
          reply={saveReply}
          timeZone={loaderData.timeZone}
        />
        <div>
          <SubmitButton busy={busy} busyLabel="Saving…" compact name="intent" value="save">
            Save
          </SubmitButton>
        </div>
      </Form>
      {discount.batch ? (
        <BatchPanel id={discount.id} batch={discount.batch} reply={replyFor(actionData, "batch")} />
      ) : null}
      <StudioPanel title={archived ? "Archived" : "Archive"}>
        <Form method="post" className="flex flex-col items-start gap-3">
          <p className="text-ink-soft">
            {archived
              ? "Its code does not work and it is not applied. Orders that used it keep it, and its figures stay."
              : "Archiving stops the code (or the sale) at once. Discounts are never deleted: orders that used it keep it, and its figures stay."}
          </p>
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value={archived ? "restore" : "archive"}
          >
            {archived ? "Restore" : "Archive"}
          </Button>
        </Form>
      </StudioPanel>
    </StudioPage>
  );
}

import { Form, redirect, useNavigation } from "react-router";
import { BackLink } from "#app/components/studio/content/screen-parts.tsx";
import { DiscountFields } from "#app/components/studio/discounts/discount-fields.tsx";
import {
  discountFormValues,
  newDiscountValues,
  typedDiscountValues,
} from "#app/components/studio/discounts/discount-form-values.ts";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { shopTimeZone } from "#app/server/shop-time.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { createDiscount } from "#server/discounts/studio/studio-discounts.ts";
import type { Route } from "./+types/discount-new";
import { discountChoices } from "./discount-view.server.ts";

export function meta() {
  return [{ title: "New discount — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  return { choices: await discountChoices(db), timeZone: await shopTimeZone(context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const values = discountFormValues(await request.formData().catch(() => new FormData()));
  const timeZone = await shopTimeZone(context);
  return replyTo({ intent: "save", values }, async () => {
    const { id } = await createDiscount(db, account, values, timeZone);
    throw redirect(`/studio/discounts/${id}?notice=created`);
  });
}

export default function NewDiscount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <StudioPage
      title="New discount"
      description="A code to hand out, or an automatic sale for everyone while it runs."
      actions={<BackLink to="/studio/discounts">All discounts</BackLink>}
    >
      <Form method="post" noValidate className="flex flex-col gap-6">
        <ReplyAlert reply={actionData} />
        <DiscountFields
          values={typedDiscountValues(actionData, newDiscountValues())}
          choices={loaderData.choices}
          reply={actionData}
          timeZone={loaderData.timeZone}
        />
        <div>
          <SubmitButton busy={busy} busyLabel="Saving…" compact>
            Save the discount
          </SubmitButton>
        </div>
      </Form>
    </StudioPage>
  );
}

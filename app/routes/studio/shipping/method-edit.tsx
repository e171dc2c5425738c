import { data, Form, redirect, useNavigation } from "react-router";
import { BackLink, MissingScreen, Notice } from "#app/components/studio/content/screen-parts.tsx";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { ShippingDeletePanel } from "#app/components/studio/shipping/delete-panel.tsx";
import { MethodFields } from "#app/components/studio/shipping/method-fields.tsx";
import { MethodPrices } from "#app/components/studio/shipping/method-prices.tsx";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { replyFor } from "#app/forms/form-reply.ts";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { wordsVersion } from "#app/server/words-version.server.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { loadShippingRules } from "#server/shipping/shipping-rules.ts";
import { shippingEditMessages } from "#server/shipping/studio/edit-messages.ts";
import { deleteShippingMethod, updateShippingMethod } from "#server/shipping/studio/methods.ts";
import {
  addShippingRate,
  deleteShippingRate,
  updateShippingRate,
} from "#server/shipping/studio/rates.ts";
import type { Route } from "./+types/method-edit";
import { bandsOf, countriesText } from "./shipping-view.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.method?.name ?? "Shipping method not found"} — Studio` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.methodId);
  const rules = await loadShippingRules(db);
  const method = rules.methods.find((candidate) => candidate.id === id);
  if (!method) return data({ method: null }, 404);
  const stored = {
    name: method.name,
    description: method.description,
    lettersOnly: method.lettersOnly,
    isActive: method.isActive,
    position: String(method.position),
  };
  return {
    method: {
      id: method.id,
      name: method.name,
      isActive: method.isActive,
      stored,
      version: wordsVersion({ v: JSON.stringify(stored) }),
    },
    zones: rules.zones.map((zone) => ({
      zone: { id: zone.id, name: zone.name, countries: countriesText(zone) },
      bands: bandsOf(rules, method.id, zone.id),
    })),
    created: new URL(request.url).searchParams.has("created"),
  };
}

/**
 * intent=save (the method's fields) or delete; rate-add (with zoneId), rate-save and
 * rate-delete (with the band's id). A band's form names itself in `form`, and the reply
 * carries that key for the form to show it.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const form = formText(await request.formData().catch(() => new FormData()));
  const intent = form.intent ?? "";
  const formKey = /^rate-[a-z0-9-]{1,40}$/.test(form.form ?? "") ? (form.form as string) : intent;
  const done = (message: string) => ({ ok: true as const, intent: formKey, message });
  return replyTo({ intent: formKey, values: form }, async () => {
    const methodId = parseRowId(params.methodId);
    if (methodId === null) throw new AppError("not_found", shippingEditMessages.methodNotFound);
    const bandId = () => {
      const id = parseRowId(form.id);
      if (id === null) throw new AppError("not_found", shippingEditMessages.rateNotFound);
      return id;
    };
    switch (intent) {
      case "save":
        await updateShippingMethod(db, account, methodId, form);
        return done("Saved.");
      case "delete":
        await deleteShippingMethod(db, account, methodId);
        throw redirect("/studio/shipping?notice=method-deleted");
      case "rate-add":
        await addShippingRate(db, account, methodId, form);
        return done("Price added.");
      case "rate-save":
        await updateShippingRate(db, account, bandId(), form);
        return done("Saved.");
      case "rate-delete":
        await deleteShippingRate(db, account, bandId());
        return done("Deleted.");
      default:
        throw new AppError("bad_request", "Unknown action.");
    }
  });
}

export default function EditMethod({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.method) {
    return (
      <MissingScreen
        title="Shipping method not found"
        text="It may have been deleted."
        backTo="/studio/shipping"
        back="Back to shipping"
      />
    );
  }
  const { method, zones } = loaderData;
  const methodReply = replyFor(actionData, "save") ?? replyFor(actionData, "delete");
  return (
    <StudioPage
      title={method.name}
      description={
        method.isActive
          ? "A shipping method, offered at checkout where it has a price for the parcel."
          : "A shipping method, not offered at checkout for now."
      }
      actions={<BackLink to="/studio/shipping">All zones and methods</BackLink>}
    >
      {loaderData.created && !actionData ? (
        <Notice>Method added. Now give it its prices, zone by zone.</Notice>
      ) : null}
      <StudioPanel title="The method">
        <Form method="post" noValidate className="flex flex-col gap-5" key={method.version}>
          <ReplyAlert reply={methodReply} />
          <MethodFields stored={method.stored} reply={methodReply} />
          <div>
            <SubmitButton busy={busy} busyLabel="Saving…" compact name="intent" value="save">
              Save
            </SubmitButton>
          </div>
        </Form>
      </StudioPanel>
      <MethodPrices zones={zones} pageReply={actionData} />
      <ShippingDeletePanel
        kind="method"
        lead="Orders that chose it keep its name and price."
        busy={busy}
      >
        <p>
          “{method.name}” and all its prices will be deleted; the checkout stops offering it. To
          stop offering it for a while instead, untick Active.
        </p>
      </ShippingDeletePanel>
    </StudioPage>
  );
}

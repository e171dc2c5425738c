import { Link, useNavigation } from "react-router";
import { ReplyAlert } from "#app/components/studio/reply-alert.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { NexusTracker } from "#app/components/studio/tax/nexus-tracker.tsx";
import { TaxRatesInUse } from "#app/components/studio/tax/tax-rates-in-use.tsx";
import { TaxRatesUpload } from "#app/components/studio/tax/tax-rates-upload.tsx";
import { TaxSettingsForm } from "#app/components/studio/tax/tax-settings-form.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formText, replyTo } from "#app/forms/reply.server.ts";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { addressFormatOf } from "#server/addresses/address-format.ts";
import { readCsvFile } from "#server/catalogue/csv/read-csv-file.ts";
import { appContext } from "#server/context.ts";
import { AppError } from "#server/lib/errors.ts";
import { saveTaxSettings, uploadUsRates } from "#server/tax/studio/save-tax-settings.ts";
import { taxOverview } from "#server/tax/studio/tax-overview.ts";
import { taxMessages } from "#server/tax/tax-messages.ts";
import type { VatScheme } from "#server/tax/tax-schemes.ts";
import { US_STATE_TAX } from "#server/tax/us-states.ts";
import type { Route } from "./+types/tax";

export function meta() {
  return [{ title: "Tax — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const states = (addressFormatOf("US")?.regions ?? []).filter((region) =>
    Object.hasOwn(US_STATE_TAX, region.code),
  );
  return { overview: await taxOverview(db, new Date()), states };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireStudio(request, context);
  const { db } = context.get(appContext);
  const formData = await request.formData().catch(() => new FormData());
  const form = formText(formData);
  const all = (name: string) => formData.getAll(name).filter((value) => typeof value === "string");
  if (form.intent === "rates") {
    return replyTo({ intent: "rates" }, async () => {
      const file = formData.get("file");
      const text = await readCsvFile(file);
      const fileName = file instanceof File ? file.name : "rates.csv";
      const loaded = await uploadUsRates(db, account, {
        text,
        fileName,
        appliesFrom: form.appliesFrom ?? "",
      });
      const summary = loaded.map(({ state, zips }) => `${state}: ${zips} ZIP codes`).join(", ");
      return {
        ok: true as const,
        intent: "rates",
        message: `Rates loaded from ${form.appliesFrom} (${summary}).`,
      };
    });
  }
  if (form.intent !== "save") {
    return replyTo({ intent: form.intent }, async () => {
      throw new AppError("bad_request", taxMessages.unknownForm);
    });
  }
  return replyTo({ intent: "save" }, async () => {
    const saved = await saveTaxSettings(db, account, {
      states: all("states"),
      homeState: form.homeState ?? "",
      homePermit: form.homePermit ?? "",
      euScheme: form.euScheme ?? "",
      vatNumbers: {
        eu_oss: form.euNumber,
        eu_non_union: form.euNumber,
        uk: form.ukNumber,
        norway: form.norwayNumber,
        switzerland: form.switzerlandNumber,
      },
      otherSchemes: all("schemes") as VatScheme[],
      usTaxedClasses: all("usTaxedClasses"),
    });
    const message =
      saved.registrations.length === 0
        ? "Saved: the shop is registered nowhere, so no tax is charged."
        : `Saved: tax is collected under ${saved.registrations.length} registration${saved.registrations.length === 1 ? "" : "s"}.`;
    return { ok: true as const, intent: "save", message };
  });
}

export default function Tax({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { overview } = loaderData;
  return (
    <StudioPage
      title="Tax"
      description="Where the shop collects sales tax and VAT, what it taxes, and the rates in use. A new shop is registered nowhere and charges no tax."
      actions={
        <Link to="/studio/tax/reports" className={buttonClasses({ variant: "secondary" })}>
          Tax reports
        </Link>
      }
    >
      <ReplyAlert reply={actionData} />
      <NexusTracker nexus={overview.nexus} />
      <TaxSettingsForm
        settings={overview.settings}
        states={loaderData.states}
        busy={busyWith === "save"}
        reply={actionData?.intent === "save" ? actionData : undefined}
      />
      <TaxRatesInUse usRates={overview.usRates} vatRates={overview.vatRates} />
      <TaxRatesUpload
        busy={busyWith === "rates"}
        reply={actionData?.intent === "rates" ? actionData : undefined}
      />
    </StudioPage>
  );
}

import { data, Link } from "react-router";
import { CustomsForm } from "#app/components/studio/mail-club/customs-form.tsx";
import { customsQuery } from "#app/components/studio/mail-club/customs-query.ts";
import { CustomsTable } from "#app/components/studio/mail-club/customs-table.tsx";
import { MailClubNotFound } from "#app/components/studio/mail-club/not-found-page.tsx";
import { mailClubTabs } from "#app/components/studio/studio-nav.ts";
import { StudioPage, StudioPanel } from "#app/components/studio/studio-page.tsx";
import { StudioTabs } from "#app/components/studio/studio-tabs.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import { appContext } from "#server/context.ts";
import { formatMoney } from "#server/lib/money.ts";
import { parseRowId } from "#server/lib/row-id.ts";
import { formatIssueMonth } from "#server/mail-club/issue-month.ts";
import { getIssue } from "#server/mail-club/issues/get-issue.ts";
import { customsFormSchema } from "#server/mail-club/studio/customs-form.ts";
import { issueCustomsDeclarations } from "#server/mail-club/studio/issue-customs.ts";
import { getShopSettings } from "#server/shop/get-shop-settings.ts";
import { fieldErrors } from "#server/validation/parse-input.ts";
import type { Route } from "./+types/issue-customs";

export function meta() {
  return [{ title: "Customs declarations — Mail Club — Studio" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStudio(request, context);
  const { db } = context.get(appContext);
  const id = parseRowId(params.issueId);
  const issue = id ? await getIssue(db, { id }) : null;
  if (!issue) return data({ issue: null }, 404);
  const search = new URL(request.url).searchParams;
  const values = customsQuery(search);
  const view = { issue: { id: issue.id, month: formatIssueMonth(issue.month) }, values };
  if (!search.has("name")) {
    values.name = (await getShopSettings(db)).shopName;
    return { ...view, frozen: Boolean(issue.frozenAt), errors: {}, declarations: null };
  }
  const form = customsFormSchema.safeParse(values);
  if (!form.success || !issue.frozenAt) {
    const errors = form.success ? {} : fieldErrors(form.error);
    return { ...view, frozen: Boolean(issue.frozenAt), errors, declarations: null };
  }
  const { declarations } = await issueCustomsDeclarations(db, issue.id, form.data);
  return {
    ...view,
    frozen: true,
    errors: {},
    csvHref: `/studio/mail-club/issues/${issue.id}/customs.csv?${new URLSearchParams(values)}`,
    declarations: declarations.map((declaration) => ({
      number: declaration.number,
      addressee: declaration.addressee.name,
      address: [declaration.addressee.city, declaration.addressee.countryName]
        .filter(Boolean)
        .join(", "),
      contents: declaration.contents[0]?.description ?? "",
      category: declaration.categoryLabel,
      weight: `${Math.round(declaration.totalWeightKg * 1000)} g`,
      value: formatMoney(declaration.totalValueCents),
      tariff: declaration.contents[0]?.hsTariffNumber ?? "",
    })),
  };
}

export default function IssueCustoms({ loaderData }: Route.ComponentProps) {
  if (!loaderData.issue) {
    return (
      <MailClubNotFound
        what="Issue"
        back="/studio/mail-club/issues"
        backLabel="Back to the issues"
      />
    );
  }
  const { issue, values, errors, declarations, frozen } = loaderData;
  const csvHref = "csvHref" in loaderData ? loaderData.csvHref : undefined;
  return (
    <StudioPage
      title={`Customs declarations: ${issue.month}`}
      description="A CN22 (USPS PS Form 2976) for every envelope that goes abroad, declared at the member's monthly price."
    >
      <StudioTabs label="Mail Club" tabs={mailClubTabs} />
      <p>
        <Link
          to={`/studio/mail-club/issues/${issue.id}`}
          className="font-semibold text-clay-deep underline underline-offset-4"
        >
          Back to the {issue.month} issue
        </Link>
      </p>
      {!frozen ? (
        <FormAlert title="Not yet">
          The customs declarations are made from the fixed list, once the issue is frozen after its
          cutoff.
        </FormAlert>
      ) : (
        <>
          <StudioPanel title="Your return address">
            <CustomsForm values={values} errors={errors} />
          </StudioPanel>
          {declarations ? (
            <StudioPanel
              title="Declarations"
              actions={
                declarations.length > 0 && csvHref ? (
                  <a
                    href={csvHref}
                    download
                    className="inline-flex min-h-11 items-center font-semibold text-clay-deep underline underline-offset-4"
                  >
                    Download CN22 data (CSV)
                  </a>
                ) : null
              }
            >
              {declarations.length > 0 ? (
                <CustomsTable rows={declarations} />
              ) : (
                <p>No envelope of this issue goes abroad: no customs declaration is needed.</p>
              )}
            </StudioPanel>
          ) : null}
        </>
      )}
    </StudioPage>
  );
}

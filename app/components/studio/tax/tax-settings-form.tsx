import { Form } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { errorsOf } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import type { TaxSettings } from "#server/tax/tax-registrations.ts";

const classes = [
  { value: "physical", label: "Physical goods (stickers, cards, tote bags)" },
  { value: "digital", label: "Digital downloads (templates)" },
  { value: "club", label: "The Mail Club issue" },
];

const otherSchemes = [
  { value: "uk", label: "United Kingdom VAT", number: "ukNumber" },
  { value: "norway", label: "Norway VOEC", number: "norwayNumber" },
  { value: "switzerland", label: "Switzerland VAT (downloads)", number: "switzerlandNumber" },
] as const;

/**
 * The registrations: US states (one the home state), VAT schemes with their numbers, and the
 * classes taxed in the states. A plain form; nothing ticked means registered nowhere.
 */
export function TaxSettingsForm(props: {
  settings: TaxSettings;
  states: { code: string; name: string }[];
  busy: boolean;
  reply: unknown;
}) {
  const { registrations, usTaxedClasses } = props.settings;
  const errors = errorsOf(props.reply);
  const registered = (region: string) => registrations.find((row) => row.region === region);
  const home = registrations.find((row) => row.isHome);
  const eu = registered("EU");
  return (
    <Form method="post" className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save" />
      <StudioPanel title="US states">
        <p className="mb-4 text-sm text-ink-soft">
          Tick each state where the shop holds a sales tax permit: its buyers pay the rate of their
          ZIP code. Your home state is where you are based; other states ask you to register once
          your sales there pass their threshold (the tracker above watches it).
        </p>
        <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          <legend className="mb-2 text-sm font-semibold">Registered in</legend>
          {props.states.map((state) => (
            <Checkbox
              key={state.code}
              name="states"
              value={state.code}
              label={state.name}
              defaultChecked={Boolean(registered(state.code))}
            />
          ))}
        </fieldset>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Select
            label="Home state"
            name="homeState"
            placeholder="Not based in a state with sales tax"
            options={props.states.map((state) => ({ value: state.code, label: state.name }))}
            defaultValue={home?.region ?? ""}
            error={errors.home ?? errors.states}
          />
          <Input
            label="Home state's permit number"
            name="homePermit"
            defaultValue={home?.number ?? ""}
            autoComplete="off"
            maxLength={40}
          />
        </div>
        <fieldset className="mt-5 flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">Taxed in these states</legend>
          {classes.map((taxClass) => (
            <Checkbox
              key={taxClass.value}
              name="usTaxedClasses"
              value={taxClass.value}
              label={taxClass.label}
              defaultChecked={usTaxedClasses.includes(taxClass.value as never)}
            />
          ))}
          <p className="text-sm text-ink-soft">
            Gift cards are never taxed when sold. Postage is taxed with taxable goods where the
            state taxes it.
          </p>
        </fieldset>
      </StudioPanel>
      <StudioPanel title="VAT">
        <p className="mb-4 text-sm text-ink-soft">
          A shop outside the EU owes VAT on downloads sold to EU consumers from the first sale,
          through the non-Union scheme; buyers in VAT countries see prices with VAT included.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            label="European Union"
            name="euScheme"
            options={[
              { value: "", label: "Not registered" },
              { value: "eu_non_union", label: "Non-Union scheme (downloads)" },
              { value: "eu_oss", label: "One-stop shop, union scheme (goods and downloads)" },
            ]}
            defaultValue={eu?.kind ?? ""}
            error={errors.eu}
          />
          <Input
            label="EU VAT number"
            name="euNumber"
            defaultValue={eu?.number ?? ""}
            autoComplete="off"
            maxLength={40}
            error={errors.eu_oss ?? errors.eu_non_union}
          />
          {otherSchemes.map((scheme) => (
            <div key={scheme.value} className="flex flex-col gap-3">
              <Checkbox
                name="schemes"
                value={scheme.value}
                label={scheme.label}
                defaultChecked={registrations.some((row) => row.kind === scheme.value)}
              />
              <Input
                label={`${scheme.label} number`}
                name={scheme.number}
                defaultValue={registrations.find((row) => row.kind === scheme.value)?.number ?? ""}
                autoComplete="off"
                maxLength={40}
                error={errors[scheme.value]}
              />
            </div>
          ))}
        </div>
      </StudioPanel>
      <div>
        <SubmitButton busy={props.busy} busyLabel="Saving…" compact>
          Save tax settings
        </SubmitButton>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorsOf } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";

/** Loading a state's rates by ZIP from a CSV, from the day the maker names. */
export function TaxRatesUpload(props: { busy: boolean; reply: unknown }) {
  const errors = errorsOf(props.reply);
  return (
    <StudioPanel title="Load rates by ZIP code">
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="rates" />
        <p className="text-sm text-ink-soft">
          A CSV with the columns State, ZipCode, TaxRegionName, EstimatedCombinedRate and StateRate
          (rates as fractions, 0.08875), as the free per-state rate tables give them. Refresh it
          when your state's rates change, usually each quarter: orders keep the rate they were
          charged.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Rates file (CSV)"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            error={errors.file}
          />
          <Input
            label="Applies from"
            name="appliesFrom"
            type="date"
            required
            error={errors.appliesFrom}
          />
        </div>
        <div>
          <SubmitButton busy={props.busy} busyLabel="Loading…" compact>
            Load the rates
          </SubmitButton>
        </div>
      </Form>
    </StudioPanel>
  );
}

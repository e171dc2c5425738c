import { useFetcher } from "react-router";
import type { PreferenceOption } from "#app/components/account/account-data.ts";
import { AccountSection } from "#app/components/account/account-section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import type { FormRefusal, FormReply } from "#app/forms/form-reply.ts";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import type { EmailPreferences as Preferences } from "#server/accounts/types.ts";

/**
 * 'Email Preferences' (spec §4): each switch applies at once. While the change is on its way
 * the switches show it (optimistic); if saving fails they fall back to what is saved, with the
 * toast 'Update failed'. Before scripts load, a Save button sends the form, and a refusal is
 * an alert above the switches.
 */
export function EmailPreferences({
  saved,
  options,
  refused,
}: {
  saved: Preferences;
  /** The switches, their words from the loader (the page's script need not carry them). */
  options: PreferenceOption[];
  /** The refusal of a form sent without scripts. */
  refused?: FormRefusal;
}) {
  const fetcher = useFetcher<FormReply>({ key: "email-preferences" });
  const hydrated = useHydrated();
  const { toast } = useToast();
  const sending = fetcher.formData;
  const shown = sending
    ? Object.fromEntries(options.map(({ key }) => [key, sending.get(key) === "on"]))
    : saved;

  useFetcherResult(fetcher, (result) => {
    if (result.ok) toast({ title: "Preferences updated", variant: "success" });
    else toast({ title: "Update failed", description: result.message, variant: "destructive" });
  });

  return (
    <AccountSection
      id="preferences"
      title="Email Preferences"
      description="Choose what lands in your inbox."
      tape="mustard"
    >
      <fetcher.Form
        method="post"
        action="/account"
        onChange={(event) => fetcher.submit(event.currentTarget)}
        className="flex flex-col gap-1"
      >
        {refused?.message && !fetcher.data ? (
          <FormAlert title="Update failed" className="mb-3">
            {refused.message}
          </FormAlert>
        ) : null}
        <input type="hidden" name="intent" value="preferences" />
        {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
        {options.map((option) => (
          <PreferenceSwitch
            key={option.key}
            name={option.key}
            label={option.label}
            hint={option.hint}
            checked={Boolean(shown[option.key])}
          />
        ))}
        {hydrated ? null : (
          <Button type="submit" variant="secondary" className="mt-3 self-start">
            Save Preferences
          </Button>
        )}
      </fetcher.Form>
    </AccountSection>
  );
}

/**
 * A switch: the browser's checkbox with role="switch", so it submits with its form and is
 * announced as on or off. Controlled once scripts run; a plain checkbox before.
 */
function PreferenceSwitch(props: { name: string; label: string; hint: string; checked: boolean }) {
  const hydrated = useHydrated();
  const id = `preference-${props.name}`;
  const state = hydrated
    ? { checked: props.checked, onChange: () => {} }
    : { defaultChecked: props.checked };
  return (
    <div className="flex items-start justify-between gap-4 rounded-md py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-semibold text-ink">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {props.hint}
        </p>
      </div>
      <span className="relative inline-flex h-7 w-12 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={props.checked}
          name={props.name}
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-pill border-2 border-line-strong bg-paper-deep transition-colors checked:border-sage-deep checked:bg-sage-deep hover:border-ink"
          {...state}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 size-5 rounded-pill bg-paper-raised shadow-paper ring-1 ring-line-strong/40 transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

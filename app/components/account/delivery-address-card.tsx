import { useFetcher } from "react-router";
import { countryMissingNote } from "#app/components/account/account-data.ts";
import { AccountSection } from "#app/components/account/account-section.tsx";
import type { MailClubView } from "#app/components/account/mail-club-data.ts";
import type { PlanChangeOffer } from "#app/components/account/plan-change-data.ts";
import {
  PendingPlanChange,
  PlanChangeConfirm,
} from "#app/components/account/plan-change-panels.tsx";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import { AddressFields } from "#app/components/address/address-fields.tsx";
import { addressValues } from "#app/components/checkout/checkout-data.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormReply, refusalOf, typedValues } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import type { AddressFormOptions } from "#server/addresses/address-form-options.ts";

/** Saved, refused, or (an address in the other plan's country) the plan change to confirm. */
export type DeliveryReply = FormReply<{ planChange?: PlanChangeOffer }>;

/**
 * Where the member's issues go (active members only, spec §2): the address, and a form that
 * changes it from the next issue not yet locked, which it names.
 */
export function DeliveryAddressCard(props: {
  membership: MailClubView;
  addressForm: AddressFormOptions;
  /** Opened from elsewhere (the cancel screen's offer to someone moving). */
  open?: boolean;
  /** The page's own reply to this form, when it was posted without scripts. */
  reply?: DeliveryReply;
}) {
  const { membership } = props;
  const fetcher = useFetcher<DeliveryReply>({ key: "delivery-address" });
  const hydrated = useHydrated();
  const { toast } = useToast();
  useFetcherResult(fetcher, (result) => {
    if (result.ok && !result.planChange)
      toast({ title: "Delivery address saved", description: result.message, variant: "success" });
  });
  const reply = fetcher.data ?? props.reply;
  const refused = refusalOf(reply);
  const offer = reply?.ok ? reply.planChange : undefined;
  const address = membership.deliveryAddress;
  const values = typedValues(refused) ?? addressValues(address);
  return (
    <AccountSection
      id="delivery"
      title="Delivery address"
      description={`Where your Mail Club goes. A change now applies from the ${membership.addressAppliesFrom} issue; another country may mean another plan, shown before you confirm.`}
      tape="sage"
    >
      {membership.pendingPlanChange ? (
        <PendingPlanChange change={membership.pendingPlanChange} />
      ) : null}
      {offer ? <PlanChangeConfirm offer={offer} /> : null}
      <PostalAddressBlock lines={membership.deliveryAddressLines} className="mb-5" />
      {address.country === "OTHER" ? (
        <FormAlert tone="notice" title="Please choose your country" className="mb-5">
          {countryMissingNote}
        </FormAlert>
      ) : null}
      <details
        className="group"
        open={Boolean(props.open || refused) || address.country === "OTHER"}
      >
        <summary className="cursor-pointer font-semibold text-clay-deep underline-offset-4 hover:underline">
          Change delivery address
        </summary>
        <fetcher.Form
          method="post"
          action="/account"
          noValidate
          className="mt-5 flex flex-col gap-5"
        >
          <input type="hidden" name="intent" value="delivery" />
          {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
          <AddressFields
            key={JSON.stringify(values)}
            name="shippingAddress"
            section="shipping"
            legend="New delivery address"
            values={values}
            errors={refused?.errors ?? {}}
            options={props.addressForm}
          />
          {refused ? <FormAlert>{refused.message}</FormAlert> : null}
          <SubmitButton
            busy={fetcher.state !== "idle"}
            busyLabel="Saving..."
            className="sm:self-start"
          >
            Save delivery address
          </SubmitButton>
        </fetcher.Form>
      </details>
    </AccountSection>
  );
}

import { useRef } from "react";
import { Form, useFetcher, useNavigate, useNavigation } from "react-router";
import {
  type AccountView,
  addressParts,
  countryMissingNote,
} from "#app/components/account/account-data.ts";
import { AccountDetail, AccountSection } from "#app/components/account/account-section.tsx";
import { PostalAddressBlock } from "#app/components/account/postal-address.tsx";
import { AddressFields } from "#app/components/address/address-fields.tsx";
import { LinkButton } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { type FormRefusal, type FormReply, refusalOf, typedOr } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFetcherResult } from "#app/forms/use-fetcher-result.ts";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import type { AddressFormOptions } from "#server/addresses/address-form-options.ts";

/**
 * 'My Details' (spec §2): the customer's name, e-mail (which cannot be changed), phone and
 * shipping address, and an Edit link that opens the form (/account?edit=details, so it works
 * before scripts load). Saving toasts 'Details saved' or 'Save failed' (without scripts, a
 * refusal is an alert above the form).
 */
export function AccountDetails(props: {
  account: AccountView;
  editing: boolean;
  refused?: FormRefusal;
  addressForm: AddressFormOptions;
  /** Set while the e-mail is not confirmed, with what became of a resend just asked for. */
  confirmation?: { notice: ConfirmationNotice | null; why: string };
}) {
  const editing = props.editing || Boolean(props.refused);
  return (
    <AccountSection
      id="details"
      title="My Details"
      description="Your name, contact and where we send your parcels."
      action={
        editing ? null : (
          <LinkButton to="?edit=details" variant="secondary" size="sm" preventScrollReset>
            Edit Details
          </LinkButton>
        )
      }
    >
      {editing ? (
        <DetailsForm
          account={props.account}
          refused={props.refused}
          addressForm={props.addressForm}
        />
      ) : (
        <>
          <DetailsView account={props.account} />
          {props.confirmation ? <ConfirmEmail {...props.confirmation} /> : null}
        </>
      )}
    </AccountSection>
  );
}

function DetailsView({ account }: { account: AccountView }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      <AccountDetail term="Name">{account.fullName || "—"}</AccountDetail>
      <AccountDetail term="Email">
        <span className="break-all">{account.email}</span>
        <span className="block text-xs text-ink-soft">Your email can't be changed.</span>
      </AccountDetail>
      <AccountDetail term="Phone">{account.phone || "Not added"}</AccountDetail>
      <AccountDetail term="Shipping address">
        {account.shippingAddressLines ? (
          <>
            <PostalAddressBlock lines={account.shippingAddressLines} />
            {account.shippingAddress?.country === "OTHER" ? (
              <span className="mt-1 block text-sm text-clay-deep">{countryMissingNote}</span>
            ) : null}
          </>
        ) : (
          "Not added yet"
        )}
      </AccountDetail>
    </dl>
  );
}

export interface ConfirmationNotice {
  tone: "notice" | "error";
  text: string;
}

/**
 * An unconfirmed e-mail: why to confirm it, and 'Send the confirmation e-mail again' (a plain
 * form that goes back to /account, with or without scripts).
 */
function ConfirmEmail({ notice: shown, why }: { notice: ConfirmationNotice | null; why: string }) {
  const navigation = useNavigation();
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-line pt-5">
      <p className="text-ink-soft">{why}</p>
      {shown ? (
        <FormAlert tone={shown.tone} title={shown.tone === "error" ? "Not sent" : undefined}>
          {shown.text}
        </FormAlert>
      ) : null}
      <Form method="post" action="/account" preventScrollReset>
        <input type="hidden" name="intent" value="resend-verification" />
        <SubmitButton
          busy={navigation.state === "submitting"}
          busyLabel="Sending..."
          // Its words are longer than a phone is wide: they wrap rather than being cut off.
          className="text-center whitespace-normal! sm:w-auto"
        >
          Send the confirmation e-mail again
        </SubmitButton>
      </Form>
    </div>
  );
}

function DetailsForm(props: {
  account: AccountView;
  refused?: FormRefusal;
  addressForm: AddressFormOptions;
}) {
  const fetcher = useFetcher<FormReply>({ key: "account-details" });
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? props.refused;
  const refused = refusalOf(answer);
  const errors = refused?.errors ?? {};
  useFocusFirstError(formRef, answer);

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({ title: "Details saved", variant: "success" });
      navigate("/account", { replace: true, preventScrollReset: true });
    } else {
      toast({ title: "Save failed", description: result.message, variant: "destructive" });
    }
  });

  const { account } = props;
  const address = account.shippingAddress;
  const value = (name: string, saved: string | null | undefined) =>
    typedOr(refused, name, saved ?? "");
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/account?edit=details"
      noValidate
      className="flex flex-col gap-5"
    >
      {refused?.message && !fetcher.data ? (
        <FormAlert title="Save failed">{refused.message}</FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="details" />
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={value("firstName", account.firstName)}
          error={errors.firstName}
        />
        <Input
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={value("lastName", account.lastName)}
          error={errors.lastName}
        />
        <Input
          label="Email"
          name="email-shown"
          type="email"
          value={account.email}
          readOnly
          disabled
          hint="Your email can't be changed."
        />
        <Input
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={value("phone", account.phone)}
          error={errors.phone}
        />
      </div>
      <AddressFields
        name="shippingAddress"
        section="shipping"
        legend="Shipping address"
        names={false}
        values={Object.fromEntries(
          addressParts.map((part) => [
            `shippingAddress.${part}`,
            value(`shippingAddress.${part}`, address?.[part]),
          ]),
        )}
        errors={errors}
        options={props.addressForm}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <LinkButton to="/account" variant="secondary" size="lg" preventScrollReset>
          Cancel
        </LinkButton>
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel="Saving..." className="sm:w-auto">
          Save Details
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

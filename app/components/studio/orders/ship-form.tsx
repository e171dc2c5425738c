import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { errorOf, type FormReply, typedOr } from "#app/forms/form-reply.ts";
import { shippingCarriers } from "#server/orders/carriers.ts";

const carrierOptions = shippingCarriers.map((carrier) => ({ value: carrier, label: carrier }));

/** Carrier and tracking number; sending it marks the order shipped and e-mails the customer. */
export function ShipForm(props: { reply?: FormReply; busy: boolean }) {
  const { reply } = props;
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="ship-form-title">
      <h3 id="ship-form-title" className="text-lg font-semibold">
        Ship it
      </h3>
      <input type="hidden" name="intent" value="ship" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Carrier"
          name="carrier"
          required
          options={carrierOptions}
          defaultValue={typedOr(reply, "carrier", "USPS")}
          error={errorOf(reply, "carrier")}
        />
        <Input
          label="Tracking number"
          name="trackingNumber"
          required
          autoComplete="off"
          spellCheck={false}
          defaultValue={typedOr(reply, "trackingNumber", "")}
          error={errorOf(reply, "trackingNumber")}
          hint="Spaces are fine: they are taken out."
        />
      </div>
      <Input
        label="Carrier name (only for Other)"
        name="carrierName"
        maxLength={40}
        defaultValue={typedOr(reply, "carrierName", "")}
        error={errorOf(reply, "carrierName")}
        hint="DHL, Royal Mail… The customer sees this name beside the number."
      />
      <div>
        <Button type="submit" disabled={props.busy}>
          {props.busy ? "Marking shipped…" : "Mark Shipped and e-mail the customer"}
        </Button>
      </div>
    </Form>
  );
}

import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { errorOf, refusalOf, typedOr } from "#app/forms/form-reply.ts";

export interface MethodValues {
  name: string;
  description: string;
  lettersOnly: boolean;
  isActive: boolean;
  position: string;
}

/** A shipping method's name and words at checkout, whether it takes letters only, is offered, its order. */
export function MethodFields(props: { stored: MethodValues; reply: unknown }) {
  const { stored, reply } = props;
  const typed = refusalOf(reply)?.values;
  const ticked = (field: "lettersOnly" | "isActive") =>
    typed ? typed[field] === "on" : stored[field];
  return (
    <div className="flex flex-col gap-5">
      <Input
        label="Name"
        name="name"
        required
        maxLength={60}
        defaultValue={typedOr(reply, "name", stored.name)}
        error={errorOf(reply, "name")}
        hint="As the buyer reads it at checkout, like Tracked parcel."
        wrapperClassName="sm:max-w-md"
      />
      <Input
        label="Description"
        name="description"
        maxLength={200}
        defaultValue={typedOr(reply, "description", stored.description)}
        error={errorOf(reply, "description")}
        hint="Under its name at checkout, like 2–5 days, no tracking. Blank: none."
      />
      <Checkbox
        label="Letters only"
        name="lettersOnly"
        defaultChecked={ticked("lettersOnly")}
        hint="Offered only when everything in the order fits in a letter (a product's Postage panel says whether it does)."
      />
      <Checkbox
        label="Active: offered at checkout"
        name="isActive"
        defaultChecked={ticked("isActive")}
        hint="Untick it to stop offering it for now, keeping its prices."
      />
      <Input
        label="Order"
        name="position"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={typedOr(reply, "position", stored.position)}
        error={errorOf(reply, "position")}
        hint="At checkout, lower comes first."
        wrapperClassName="sm:max-w-40"
      />
    </div>
  );
}

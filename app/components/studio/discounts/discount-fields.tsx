import type { ReactNode } from "react";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { FieldMessages } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { errorsOf } from "#app/forms/form-reply.ts";
import type { DiscountFormValues } from "./discount-form-values.ts";

/** What a scoped discount can cover, as the form ticks them. */
export interface DiscountChoices {
  types: { id: number; name: string }[];
  subCategories: { id: number; name: string; typeName: string }[];
  topics: { id: number; name: string }[];
  plans: { id: number; title: string }[];
}

const kinds = [
  { value: "percent", label: "A percentage off" },
  { value: "fixed", label: "An amount off" },
  { value: "free_postage", label: "Free postage" },
  { value: "club_intro", label: "Mail Club: an intro price for the first issues" },
];

const scopes = [
  { value: "order", label: "The whole order" },
  { value: "product_types", label: "Product types" },
  { value: "sub_categories", label: "Sub-categories" },
  { value: "topics", label: "Topics" },
  { value: "products", label: "Chosen products (by SKU)" },
  { value: "club_plans", label: "Mail Club plans" },
];

/**
 * Every field of a discount, in panels: what it is, what it takes off, what it covers, its
 * conditions, when it runs and its limits. A plain form: every part is there without scripts;
 * the server reads the parts the chosen kind and scope need.
 */
export function DiscountFields(props: {
  values: DiscountFormValues;
  choices: DiscountChoices;
  reply: unknown;
  timeZone: string;
}) {
  const { values, choices } = props;
  const errors = errorsOf(props.reply);
  const text = (name: keyof DiscountFormValues, label: string, extra: Partial<InputArgs> = {}) => (
    <Input
      label={label}
      name={name}
      defaultValue={values[name] as string}
      error={errors[name]}
      autoComplete="off"
      {...extra}
    />
  );
  const ticked = (ids: string) => values.scopeIds.includes(ids);
  const group = (legend: string, items: { id: number; label: string }[]) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {items.length === 0 ? <p className="text-sm text-ink-soft">None yet.</p> : null}
      {items.map((item) => (
        <Checkbox
          key={item.id}
          name="scopeIds"
          value={String(item.id)}
          label={item.label}
          defaultChecked={ticked(String(item.id))}
        />
      ))}
    </fieldset>
  );

  return (
    <>
      <StudioPanel title="The discount">
        <div className="grid gap-5 sm:grid-cols-2">
          {text("name", "Name", {
            required: true,
            maxLength: 80,
            hint: "Buyers see it beside what it takes off, like Welcome: 10% off.",
          })}
          {text("code", "Code", {
            maxLength: 32,
            autoCapitalize: "characters",
            spellCheck: false,
            hint: "4 to 32 letters and digits, in any case. Blank: an automatic sale for everyone while it runs.",
          })}
        </div>
      </StudioPanel>

      <StudioPanel title="What it takes off">
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            label="Kind"
            name="kind"
            options={kinds}
            defaultValue={values.kind}
            error={errors.kind}
            wrapperClassName="sm:col-span-2"
          />
          {text("percentOff", "Percentage off", {
            inputMode: "numeric",
            hint: "For a percentage: 1 to 100.",
          })}
          {text("amountOff", "Amount off, $", {
            inputMode: "decimal",
            hint: "For an amount: spread over the goods it covers, never more than they cost.",
          })}
          {text("postageCountries", "Free postage to", {
            hint: "Country codes, like US, CA. Blank: every country.",
          })}
          {text("postageCap", "Free postage up to, $", {
            inputMode: "decimal",
            hint: "The most of the postage it pays. Blank: all of it.",
          })}
          {text("introPrice", "Intro price per issue, $", { inputMode: "decimal" })}
          {text("introIssues", "Issues at the intro price", {
            inputMode: "numeric",
            hint: "1 or 2; then the plan's own price.",
          })}
        </div>
      </StudioPanel>

      <StudioPanel title="What it covers">
        <div className="flex flex-col gap-5">
          <Select
            label="Covers"
            name="scope"
            options={scopes}
            defaultValue={values.scope}
            error={errors.scope}
            hint="Then tick what it covers below, under the same heading."
            wrapperClassName="sm:max-w-md"
          />
          <div className="grid gap-6 sm:grid-cols-2">
            {group(
              "Product types",
              choices.types.map((type) => ({ id: type.id, label: type.name })),
            )}
            {group(
              "Sub-categories",
              choices.subCategories.map((sub) => ({
                id: sub.id,
                label: `${sub.typeName}: ${sub.name}`,
              })),
            )}
            {group(
              "Topics",
              choices.topics.map((topic) => ({ id: topic.id, label: topic.name })),
            )}
            {group(
              "Mail Club plans",
              choices.plans.map((plan) => ({ id: plan.id, label: plan.title })),
            )}
          </div>
          <FieldMessages error={errors.scopeIds} errorId="scope-ids-error" />
          {text("productSkus", "Products, by SKU", {
            hint: "For chosen products: their SKUs, separated by commas.",
          })}
        </div>
      </StudioPanel>

      <StudioPanel title="Conditions and dates">
        <div className="grid gap-5 sm:grid-cols-2">
          {text("minSubtotal", "Minimum subtotal, $", {
            inputMode: "decimal",
            hint: "Of the goods it covers. Blank: none.",
          })}
          {text("minQuantity", "Minimum items", { inputMode: "numeric", hint: "Blank: none." })}
          {text("startsAt", "Starts", {
            type: "datetime-local",
            hint: `On the shop's clock (${props.timeZone}). Blank: now.`,
          })}
          {text("endsAt", "Ends", { type: "datetime-local", hint: "Blank: until you archive it." })}
          <Checkbox
            label="First order only"
            name="newCustomersOnly"
            defaultChecked={values.newCustomersOnly === "on"}
            hint="For someone who has not paid for an order before (by account or e-mail)."
            wrapperClassName="sm:col-span-2"
          />
        </div>
      </StudioPanel>

      <StudioPanel title="Limits">
        <div className="grid gap-5 sm:grid-cols-2">
          {text("usageLimit", "Uses in all", {
            inputMode: "numeric",
            hint: "Paid orders, and unpaid ones while they hold their items. Blank: no limit.",
          })}
          {text("perCustomerLimit", "Uses per customer", {
            inputMode: "numeric",
            hint: "Known again by account, e-mail (any +tag) or delivery address. Blank: no limit.",
          })}
          <Checkbox
            label="An automatic sale that also applies beside a code"
            name="combinable"
            defaultChecked={values.combinable === "on"}
            hint="Without it, a code replaces the sale when it gives the buyer more."
            wrapperClassName="sm:col-span-2"
          />
        </div>
      </StudioPanel>
    </>
  );
}

type InputArgs = {
  required: boolean;
  maxLength: number;
  hint: ReactNode;
  inputMode: "numeric" | "decimal";
  type: string;
  autoCapitalize: string;
  spellCheck: boolean;
};

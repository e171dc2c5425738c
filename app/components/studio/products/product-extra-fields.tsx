import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { productLimits } from "#server/catalogue/studio/product-limits.ts";
import type { ProductFormValues } from "./product-form-values.ts";

type Props = { values: ProductFormValues; errors: Record<string, string> };

/** The optional sections of the product page, each Markdown. */
export function ProductSectionFields({ values, errors }: Props) {
  const sections = [
    { name: "inheritedDescription", label: "Additional Information" },
    { name: "inheritedSpecs", label: "Specifications" },
    { name: "inheritedInstructions", label: "Instructions" },
    {
      name: "includedText",
      label: "What's Included",
      hint: "Blank: what its sub-category or type says is included.",
    },
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      {sections.map((section) => (
        <Textarea
          key={section.name}
          label={section.label}
          name={section.name}
          rows={3}
          className="min-h-24!"
          maxLength={productLimits.section}
          defaultValue={values[section.name]}
          error={errors[section.name]}
          hint={"hint" in section ? section.hint : undefined}
        />
      ))}
    </div>
  );
}

/** The address, the code and what search engines show. */
export function ProductSeoFields({ values, errors }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <Input
        label="Slug (the product's address)"
        name="slug"
        maxLength={productLimits.slug}
        autoComplete="off"
        defaultValue={values.slug}
        error={errors.slug}
        hint="Blank: made from the name. Changing it changes the product's address."
      />
      <Input
        label="Code (SKU)"
        name="sku"
        maxLength={productLimits.sku}
        autoComplete="off"
        defaultValue={values.sku}
        error={errors.sku}
        hint="Blank: the type's code and the next number, like STK-014."
      />
      <Input
        label="SEO title"
        name="metaTitle"
        maxLength={productLimits.metaTitle}
        defaultValue={values.metaTitle}
        error={errors.metaTitle}
        hint="Blank: the product's name."
      />
      <Textarea
        label="SEO description"
        name="metaDescription"
        rows={3}
        className="min-h-24!"
        maxLength={productLimits.metaDescription}
        defaultValue={values.metaDescription}
        error={errors.metaDescription}
        hint="Search engines show about 160 characters. Blank: the start of the description."
      />
    </div>
  );
}

/** What a personalised product asks the buyer: their own words, and a choice of the maker's. */
export function ProductPersonalisationFields({ values, errors }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <Input
          label="The buyer's text"
          name="personalTextLabel"
          maxLength={productLimits.personalLabel}
          autoComplete="off"
          defaultValue={values.personalTextLabel}
          error={errors.personalTextLabel}
          hint="Its label on the product page, like Banner text. Blank: none."
        />
        <Input
          label="Most characters"
          name="personalTextMaxLength"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.personalTextMaxLength}
          error={errors.personalTextMaxLength}
          hint="Blank: 40."
        />
      </div>
      <Input
        label="A choice"
        name="personalChoiceLabel"
        maxLength={productLimits.personalLabel}
        autoComplete="off"
        defaultValue={values.personalChoiceLabel}
        error={errors.personalChoiceLabel}
        hint="Its label, like Colour. Blank: none."
      />
      <Textarea
        label="Its options"
        name="personalChoiceOptions"
        rows={3}
        className="min-h-24!"
        defaultValue={values.personalChoiceOptions}
        error={errors.personalChoiceOptions}
        hint="One per line."
      />
    </div>
  );
}

/** The flags a Mail Club plan needs (spec §3): its interval and PayPal plan, a preview video. */
export function ProductSubscriptionFields({ values, errors }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <Select
        label="Subscription interval"
        name="subscriptionInterval"
        options={[
          { value: "", label: "None" },
          { value: "monthly", label: "monthly (the USA plan)" },
          { value: "yearly", label: "yearly (marks the international plan)" },
        ]}
        defaultValue={values.subscriptionInterval}
        error={errors.subscriptionInterval}
      />
      <Input
        label="PayPal plan ID"
        name="paypalPlanId"
        maxLength={productLimits.planId}
        autoComplete="off"
        defaultValue={values.paypalPlanId}
        error={errors.paypalPlanId}
        hint="Required for a subscription: the plan made for it at PayPal."
      />
      <Input
        label="Preview video (WebM)"
        name="previewVideoWebm"
        maxLength={productLimits.videoPath}
        defaultValue={values.previewVideoWebm}
        error={errors.previewVideoWebm}
      />
      <Input
        label="Preview video (MP4)"
        name="previewVideoMp4"
        maxLength={productLimits.videoPath}
        defaultValue={values.previewVideoMp4}
        error={errors.previewVideoMp4}
      />
    </div>
  );
}

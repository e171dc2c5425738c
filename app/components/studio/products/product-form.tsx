import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MarkdownEditor } from "#app/components/studio/content/markdown-editor.tsx";
import { productPreview } from "#app/components/studio/content/markdown-previews.tsx";
import { StudioPanel } from "#app/components/studio/studio-page.tsx";
import { FormAlert } from "#app/forms/form-alert.tsx";
import { errorsOf, type FormRefusal } from "#app/forms/form-reply.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { useFocusFirstError } from "#app/forms/use-focus-first-error.ts";
import type { ProductChoices } from "#server/catalogue/studio/load-product-choices.ts";
import { productLimits } from "#server/catalogue/studio/product-limits.ts";
import { productMessages } from "#server/catalogue/studio/product-messages.ts";
import { ProductBasicsFields } from "./product-basics-fields.tsx";
import { ProductChoiceGroups } from "./product-choice-groups.tsx";
import {
  ProductPersonalisationFields,
  ProductSectionFields,
  ProductSeoFields,
  ProductSubscriptionFields,
} from "./product-extra-fields.tsx";
import { type ProductFormValues, typedProductValues } from "./product-form-values.ts";
import { ProductPostageFields } from "./product-postage-fields.tsx";

/**
 * Every field of a product, in panels: what it is and costs, its description with a preview,
 * the page's other sections, its categories, address, code and SEO texts, its weight for
 * postage, what it asks its buyer, and the flags of a subscription. A plain form post (intent
 * "save"), so it works before JavaScript loads.
 */
export function ProductForm(props: {
  values: ProductFormValues;
  choices: ProductChoices;
  refused?: FormRefusal;
  isNew: boolean;
  submitLabel: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === "submitting";
  const values = typedProductValues(props.refused, props.values);
  const errors = errorsOf(props.refused);
  const [productTypeId, setProductTypeId] = useState(values.productTypeId);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useFocusFirstError(formRef, props.refused);

  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save" />
      {props.refused ? (
        <FormAlert title="Not saved">
          {/* Fields marked say what is wrong with them; the alert then only points to them. */}
          <p>
            {Object.keys(errors).length > 0 ? productMessages.invalidForm : props.refused.message}
          </p>
        </FormAlert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <StudioPanel title="Details">
            <ProductBasicsFields
              values={values}
              errors={errors}
              choices={props.choices}
              isNew={props.isNew}
              onTypeChange={setProductTypeId}
            />
          </StudioPanel>
          <StudioPanel title="Description">
            <MarkdownEditor
              name="description"
              label="Description (Markdown)"
              defaultValue={values.description}
              error={errors.description}
              hint="**bold**, *italic*, - lists, ## headings, [links](https://…)."
              maxLength={productLimits.description}
              rows={10}
              renderPreview={productPreview}
            />
          </StudioPanel>
          <StudioPanel title="More sections of the product page">
            <ProductSectionFields values={values} errors={errors} />
          </StudioPanel>
        </div>
        <div className="flex flex-col gap-6">
          <StudioPanel title="Categories">
            <div className="flex flex-col gap-6">
              <ProductChoiceGroups
                choices={props.choices}
                productTypeId={productTypeId}
                subCategoryIds={values.subCategoryIds}
                topicIds={values.topicIds}
                errors={errors}
                followsType={hydrated}
              />
            </div>
          </StudioPanel>
          <StudioPanel title="Address, code and SEO">
            <ProductSeoFields values={values} errors={errors} />
          </StudioPanel>
          <StudioPanel title="Postage">
            <p className="mb-4 text-sm text-ink-soft">
              For physical products: a download or a Mail Club plan weighs nothing. The prices by
              weight are set under{" "}
              <Link to="/studio/shipping" className="font-semibold underline underline-offset-4">
                Shipping
              </Link>
              .
            </p>
            <ProductPostageFields values={values} errors={errors} />
          </StudioPanel>
          <StudioPanel title="Personalisation">
            <p className="mb-4 text-sm text-ink-soft">
              For made-to-order goods like a painted banner: the buyer fills these in before adding
              it to the cart, and they travel with the order to the packing slip.
            </p>
            <ProductPersonalisationFields values={values} errors={errors} />
          </StudioPanel>
          <StudioPanel title="Subscription">
            <p className="mb-4 text-sm text-ink-soft">Only for Mail Club plans.</p>
            <ProductSubscriptionFields values={values} errors={errors} />
          </StudioPanel>
        </div>
      </div>
      <div className="flex justify-end">
        <SubmitButton busy={busy} busyLabel="Saving..." className="sm:w-auto">
          {props.submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

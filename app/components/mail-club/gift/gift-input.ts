/** The gift form's fields (named by dotted path) as the gift schema's nested input. */
export function giftInputFrom(form: Record<string, string>) {
  const address = (prefix: string) => ({
    firstName: form[`${prefix}.firstName`] ?? "",
    lastName: form[`${prefix}.lastName`] ?? "",
    addressLine1: form[`${prefix}.addressLine1`] ?? "",
    addressLine2: form[`${prefix}.addressLine2`] ?? "",
    city: form[`${prefix}.city`] ?? "",
    stateProvince: form[`${prefix}.stateProvince`] ?? "",
    postalCode: form[`${prefix}.postalCode`] ?? "",
    country: form[`${prefix}.country`] ?? "",
  });
  return {
    issueCount: form.issueCount ?? "",
    recipientAddress: address("recipientAddress"),
    recipientEmail: form.recipientEmail ?? "",
    message: form.message ?? "",
    firstIssue: form.firstIssue ?? "",
    reveal: form.reveal ?? "",
    revealOn: form.revealOn ?? "",
    gifterName: form.gifterName ?? "",
    gifterEmail: form.gifterEmail ?? "",
    gifterPhone: form.gifterPhone ?? "",
    billingAddress: address("billingAddress"),
    giftCardCodes: form.giftCardCode?.trim() ? [form.giftCardCode] : [],
  };
}

/**
 * The settings form as the settings schema reads it. Social links come as repeated
 * linkLabel/linkUrl fields, one pair a row; a row left wholly blank is no link.
 */
export function settingsFromForm(form: FormData) {
  const text = (value: FormDataEntryValue | null | undefined) =>
    typeof value === "string" ? value : "";
  const labels = form.getAll("linkLabel").map(text);
  const urls = form.getAll("linkUrl").map(text);
  const socialLinks = labels
    .map((label, index) => ({ label, url: urls[index] ?? "" }))
    .filter((link) => link.label.trim() || link.url.trim());
  return {
    shopName: text(form.get("shopName")),
    ownerEmail: text(form.get("ownerEmail")),
    timeZone: text(form.get("timeZone")),
    socialLinks,
  };
}

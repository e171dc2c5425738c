import { formText } from "#app/forms/reply.server.ts";

/** A posted zone form: its text fields, and the ticked countries (many values of one name). */
export function zoneFormValues(form: FormData) {
  const countries = form.getAll("countries").filter((code) => typeof code === "string");
  return { ...formText(form), countries };
}

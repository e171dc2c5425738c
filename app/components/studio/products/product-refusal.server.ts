import { data } from "react-router";
import { productMessages } from "#server/catalog/edit/product-messages.ts";
import { AppError, statusOf } from "#server/errors.ts";
import type { ProductRefusal } from "./product-form.tsx";
import type { ProductFormValues } from "./product-form-values.ts";

/**
 * What an action answers when a domain function refuses: the message, each field's message
 * and what was typed, with the error's status. Anything but an AppError is a real failure
 * and is thrown on.
 */
export function refusal(error: unknown, values?: ProductFormValues) {
  if (!(error instanceof AppError)) throw error;
  const errors = error.details ?? {};
  // Field messages show under their fields; the form's alert then says only that.
  const message = Object.keys(errors).length > 0 ? productMessages.invalidForm : error.message;
  return data<ProductRefusal>({ ok: false, message, errors, values }, statusOf(error));
}

import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";

/**
 * One action on a row of a studio list: a form of its own posting the row's `id` and the
 * action's `intent`, with a small button (44 px tall, a target for a finger). `label` names the
 * row for screen readers, after the visible words ('Retry: Your order to ana@…').
 */
export function RowAction({
  id,
  intent,
  label,
  children,
  ...button
}: { id: number; intent: string; label: string; children: ReactNode } & Omit<
  ButtonProps,
  "id" | "type" | "name" | "value" | "children"
>) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} size="sm" className="min-h-11" {...button}>
        {children}
        <span className="sr-only">: {label}</span>
      </Button>
    </Form>
  );
}

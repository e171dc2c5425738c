import { useFetcher } from "react-router";
import type { CartReply } from "#app/components/cart/cart-action-data.ts";
import { TrashIcon } from "#app/components/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";

/** 'Clear Cart': empties the cart, with or without JavaScript. */
export function ClearCartButton() {
  const fetcher = useFetcher<CartReply>({ key: "cart-clear" });
  const hydrated = useHydrated();
  const { toast } = useToast();
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      onSubmit={() => {
        toast({ title: "Cart cleared", description: "Your cart is empty now." });
        document.getElementById("cart-title")?.focus();
      }}
    >
      <input type="hidden" name="intent" value="clear" />
      {hydrated ? <input type="hidden" name="via" value="fetch" /> : null}
      <Button type="submit" variant="ghost" size="sm" className="text-ink-soft hover:text-danger">
        <TrashIcon />
        Clear Cart
      </Button>
    </fetcher.Form>
  );
}

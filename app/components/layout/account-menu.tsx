import { Form, Link } from "react-router";
import { UserIcon } from "#app/components/icons.tsx";
import { PopoverMenu } from "#app/components/layout/popover-menu.tsx";
import type { ShellCustomer } from "#app/components/layout/shell-data.ts";

const item =
  "flex min-h-11 w-full items-center rounded-md px-3 text-left text-ink hover:bg-paper-deep focus-visible:bg-paper-deep";

/**
 * The signed-in customer's menu in the header (spec §2): their name, shortened when long,
 * opening My Account, Order History and Sign Out (a POST form).
 */
export function AccountMenu({ customer }: { customer: ShellCustomer }) {
  return (
    <PopoverMenu
      id="account-menu"
      label="Your account"
      buttonClassName="inline-flex min-h-9 max-w-52 items-center gap-1.5 rounded-pill border border-line-strong bg-paper-raised px-3 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-paper-deep"
      button={
        <>
          <UserIcon className="size-4 shrink-0 text-clay" />
          <span className="sr-only">Account menu for </span>
          <span className="truncate">{customer.name}</span>
        </>
      }
      className="min-w-56 [position-area:bottom_span-left]"
    >
      <span aria-hidden="true" className="tape tape-sage absolute -top-2 right-5 w-14 rotate-2" />
      <p className="truncate px-3 pt-1 pb-2 text-sm text-ink-soft" title={customer.email}>
        {customer.email}
      </p>
      <Link to="/account" role="menuitem" className={item}>
        My Account
      </Link>
      <Link to="/orders" role="menuitem" className={item}>
        Order History
      </Link>
      <div aria-hidden="true" className="stitch my-1.5 h-px" />
      <Form method="post" action="/sign-out" role="none">
        <button type="submit" role="menuitem" className={`${item} font-semibold text-clay-deep`}>
          Sign Out
        </button>
      </Form>
    </PopoverMenu>
  );
}

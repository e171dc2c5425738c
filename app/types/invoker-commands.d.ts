// HTML invoker commands (`<button commandfor="id" command="show-modal">`): a button opens
// or closes a dialog or popover without JavaScript. React passes the attributes through;
// these declarations let TypeScript accept them.
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "show-popover"
      | "hide-popover"
      | "toggle-popover"
      | `--${string}`;
    commandfor?: string;
  }
}

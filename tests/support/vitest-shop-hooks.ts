// Every database test runs with the shop's own hooks (the order's effects, PayPal's events), as the server does.
import { installShopHooks } from "#server/hooks.ts";

installShopHooks();

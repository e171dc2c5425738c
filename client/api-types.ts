/**
 * The Washi API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run api:types` after changing an endpoint.
 */

export interface paths {
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Active products matching the filters, one page at a time, newest first (most relevant first with a search term) unless `sort` says otherwise.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available filter values with counts
         * @description For each facet, the values with the number of products you would get by choosing each one: the count applies every other current filter. Values with no product are left out, except the chosen ones. Ordered by name.
         */
        get: operations["listProductFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products
         * @description Active products matching the term, most relevant first: exact and prefix title matches, titles containing it, then full-text rank (title before meta description before description). A term no product contains is first corrected word by word to the closest title words (pg_trgm similarity).
         */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Featured products
         * @description Popular products first, then the newest; Mail Club plans are left out.
         */
        get: operations["listFeaturedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product by id, slug or code
         * @description A numeric id, a slug (sleepy-cats-sticker-sheet) or a product code (MC-USA-MONTHLY, any letter case). Inactive products are not found.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address-formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every country, and where the shop sends post
         * @description The ISO 3166-1 countries the post knows, the shop's home first, each with whether orders ship there and the Mail Club goes there (the maker's settings). An address in a country not served is refused ('Sorry, we don't ship to North Korea').
         */
        get: operations["listAddressCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address-formats/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One country's address form
         * @description The parts its post uses and requires, their labels, its regions and its postal code's pattern (Google's libaddressinput data). Every address the shop takes is checked against it.
         */
        get: operations["getAddressFormat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart's postage to a country
         * @description The shipping methods the caller's cart (a bearer token's customer's, else X-Cart-Token's or the `washi_cart` cookie's) can go by to the country, in the maker's order, each priced by the maker's rates for its weight: `price` in US dollars with two decimals, like every amount of the API (`priceCents` is the same in cents, kept for the shop's own page). Over the zone's threshold the cheapest is free. Downloads and Mail Club plans need no postage. Send the chosen methodId as shippingMethodId when creating the order; without one, `shippingMethod` `standard` (the default) takes the cheapest and `express` the fastest.
         */
        get: operations["getShippingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/simple-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in (simple token)
         * @description The name (as `name` or `fullName`) is split on the first space into first and last name. The email is trimmed and lower-cased. Passwords: 8 to 128 characters, not one of the most common ones. Send a guest's X-Cart-Token along and that cart becomes the customer's (merged with a cart they had), as a web sign-in does; the token then names nothing.
         */
        post: operations["simpleRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/simple-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (simple token)
         * @description The token lasts while it is used: 24 hours without a request end it, and 30 days at most. In 15 minutes, after 10 failed attempts for one email from one address, 30 for one email from anywhere, or failures for 20 emails from one address, further attempts answer 429. Send a guest's X-Cart-Token along and that cart becomes the customer's (merged with a cart they had), as a web sign-in does; the token then names nothing.
         */
        post: operations["simpleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/simple-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (revoke the bearer token) */
        post: operations["simpleLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/simple-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (simple shape) */
        get: operations["simpleMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in (access and refresh tokens)
         * @description Send a guest's X-Cart-Token along and that cart becomes the customer's (merged with a cart they had), as a web sign-in does; the token then names nothing.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (access and refresh tokens)
         * @description The access token lasts 15 minutes; the refresh token 24 hours unused and never more than 30 days after this sign-in, however often it is refreshed. Same rate limit as simple-login. Send a guest's X-Cart-Token along and that cart becomes the customer's (merged with a cart they had), as a web sign-in does; the token then names nothing.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (revoke the access token and its refresh token) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new pair
         * @description The refresh token is spent. Presenting a spent one again revokes every token of its family (the pair it came from and all that followed) and answers 401.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Always the same answer, whether or not the address has an account. The link is valid for 60 minutes, once.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link's token
         * @description Ends every session and API token of the customer.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Ends every other session and API token; the calling token (and its refresh family) stays signed in.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one's own profile
         * @description Any of firstName, lastName, phone, emailPreferences (each preference optional). The email cannot be changed: sending one other than the stored address answers 400.
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mail preferences */
        get: operations["getEmailPreferences"];
        /** Save e-mail preferences */
        put: operations["updateEmailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Phone and shipping address (checkout auto-fill) */
        get: operations["getCustomerDetails"];
        /**
         * Save phone and shipping address
         * @description A field left out is unchanged; `shipping_address: null` removes the address.
         */
        put: operations["updateCustomerDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's 20 most recent orders */
        get: operations["listCustomerOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every file the signed-in customer has bought
         * @description The files of their paid orders (guest orders joined to the account included), newest purchase first, each with a fresh signed link that works for 24 hours and counts against the purchase's downloads. Refunded or cancelled orders' files are left out.
         */
        get: operations["listCustomerDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's cart
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages). No cart reads as an empty one.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        /**
         * Empty the cart
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages). The cart keeps its token for the next add.
         */
        delete: operations["clearCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a product
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages). A guest's first add makes the cart and answers its token in X-Cart-Token: send it back with every cart call and with POST /api/orders/create. The same product with the same personalisation grows its line; a download or a Mail Club plan stays at 1; a plan never shares the cart.
         */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a line
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages).
         */
        delete: operations["removeFromCart"];
        options?: never;
        head?: never;
        /**
         * Set a line's quantity
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages). 0 or less removes the line.
         */
        patch: operations["setCartQuantity"];
        trace?: never;
    };
    "/api/cart/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a discount code
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages). The code replaces any code applied before, once it applies to what the cart holds now; the cart then shows each discount by name. What depends on the buyer (a first order only, once per customer) and the postage are checked again when the order is placed. 10 codes a minute per visitor and per address.
         */
        post: operations["applyCartDiscount"];
        /**
         * Remove the discount code
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages).
         */
        delete: operations["removeCartDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart's tax at an address
         * @description A customer's cart follows their bearer token; a guest cart sent along with it joins theirs, as at a sign-in. A guest's cart is named by the token in the X-Cart-Token header, which the first add answers; without one the `washi_cart` cookie's cart is used (the shop's own pages). The sales tax or VAT the cart would pay delivered to the address (decision 042): none where the shop is not registered; in a registered US state the ZIP code's rate on the goods the maker taxes there and on the postage where the state taxes it; under a VAT registration the country's rate, shown to the buyer as included in prices. After the cart's money off, each line rounded once. The order computes it again when it is placed, from the same rules.
         */
        get: operations["getCartTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order from listed items or the cart
         * @description Makes an order waiting for payment from `items`, or without them from the caller's cart (a bearer token's customer's, else X-Cart-Token's or the `washi_cart` cookie's); an order of listed items leaves the cart as it is. Prices, tax (0) and shipping (0) come from the database; stock is held for 10 minutes until the buyer approves at PayPal, then up to 30 minutes after the order was placed, and released if it is not paid. One visitor (address or IPv6 /64, cart, account, e-mail) may hold at most half of a product in limited stock while paying (409), and have at most 3 unpaid orders per cart, account or e-mail and 10 per address (429). A guest with `createAccount` gets an account holding the order. Postage: the method of `shippingMethodId`, else spec §3's `shippingMethod` (`standard`, the default: the cheapest offered; `express`: the fastest); `order.shippingMethod` names the one taken. A digital item needs its acknowledgment, as `digitalAcknowledged` or spec §3's `metadata.digital_acknowledgment`. A guest pays with the answer's `accessKey` (or, for an order of their cart, that cart's X-Cart-Token). An order that costs nothing (freebies) is answered already `paid`, its e-mails sent, and needs no PayPal order; each free product goes once to a person's e-mail address (case, dots and +tags aside; 409), and one address may place 3 free orders a day (429).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order, for its customer or its key holder
         * @description A customer sends their bearer token; a guest the key POST /api/orders/create answered. Another customer's order, and a wrong key, answer 404 alike.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment provider's public configuration */
        get: operations["getPaymentConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create-paypal-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying an order with PayPal
         * @description Creates PayPal's order for the shop order (asked again, the same one) and gives the page where the buyer approves. Spec §7's `{ orderId }` with a proof that the order is the caller's: its customer's bearer token; or, for a guest, the order's access key (`key`, as POST /api/orders/create answered it) or the X-Cart-Token of the guest cart the order was made from. An order id or number alone proves nothing: anyone else's order answers 404 as one that does not exist.
         */
        post: operations["createPayPalOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture the payment the buyer approved
         * @description Idempotent: repeated or concurrent captures make one capture, and a paid order answers the same again. Paid only when PayPal completes the capture. A declined payment method answers 409 with `details.approveUrl` to send the buyer back to PayPal; PayPal unreachable answers 503 and the capture can simply be tried again.
         */
        post: operations["capturePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/paypal/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PayPal's webhook listener
         * @description Verifies PayPal's signature over the raw body, then applies PAYMENT.CAPTURE.COMPLETED (paid), DENIED (cancelled, stock released) and REFUNDED (refunded) once per event id; other types are acknowledged.
         */
        post: operations["receivePayPalWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a gift card: place its order
         * @description Places the buyer's order for a gift card of one of the product's amounts (or, where the maker allows, an amount within its bounds) and starts its PayPal payment. Not taxed, no discount code, never paid with another card or store credit. Pay it like any order (`approvalUrl`, then POST /api/payments/capture); paid, the card gets its balance, and on `sendOn` its number is drawn and e-mailed with a link to its printable PDF (only a hash and its last four characters are kept).
         */
        post: operations["placeGiftCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gift-cards/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What is left on a gift card
         * @description The checkout, the balance page and this endpoint share one guessing guard: 10 tries a minute per visitor and per network address. A wrong code, a disabled card and a try over the limit all answer the same 400, so a guesser cannot tell them apart.
         */
        post: operations["getGiftCardBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/store-credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's store credit and its ledger
         * @description Credit the shop gave (with its reason), refunds taken as credit, and every spend with its order. Checkout spends it after any gift cards unless `useStoreCredit` is false.
         */
        get: operations["getStoreCredit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the Mail Club: start PayPal's approval
         * @description Checks the plan (a subscription product with a PayPal plan, on sale; the USA plan mails to US addresses only) and that the customer has no running membership, makes PayPal's subscription and the member's row waiting for approval, and gives PayPal's approval page. A guest's account is made first (no one is signed in to an account that exists) and its token returned; without guestPassword it has no password yet, and an e-mail with a link to choose one goes to guestEmail. Not a member until confirmed: GET /api/subscriptions/me answers 404 until then.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the membership on the return from PayPal
         * @description Asks PayPal for the subscription's state and takes it on (the same path as PayPal's webhooks, so whichever comes first wins and the other changes nothing); repeating it is harmless. Without an id, the member's latest subscription. Someone else's subscription is not found.
         */
        post: operations["confirmSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's own subscription
         * @description The running subscription (active or suspended), else the latest that ever started (cancelled, expired). A join waiting for PayPal's approval does not count.
         */
        get: operations["getMySubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the membership
         * @description Cancels at PayPal first (no further payment is taken), then in the shop, with a confirmation e-mail; issues already paid for are still mailed. The member's optional reason is stored and shown to the maker; a bad reason is refused before anything is cancelled. Already cancelled in PayPal's own pages is fine. PayPal unreachable leaves everything as it was.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/delivery-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change where the issues are mailed
         * @description From the next issue not yet locked: an issue whose cutoff has passed keeps the old address. An address in the other plan's country (the USA plan mails to US addresses only, the international plan everywhere else) switches the plan: PayPal's subscription is revised and the answer is 202 with PayPal's page where the member approves the new price; the plan, price and address change once PayPal tells the shop they approved (its webhook, or their return to the shop), from the next issue whose cutoff has not passed then.
         */
        put: operations["changeDeliveryAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Skip the next issue
         * @description The next issue whose cutoff (the 25th) has not passed. The issues left out are not sent, and as many of the member's PayPal billing dates pass uncharged: the shop suspends the PayPal subscription and activates it after them. Undo with POST /api/subscriptions/resume until its cutoff.
         */
        post: operations["skipNextIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause 1, 2 or 3 issues
         * @description From the next issue whose cutoff has not passed; the membership starts again by itself after them. The issues left out are not sent, and as many of the member's PayPal billing dates pass uncharged: the shop suspends the PayPal subscription and activates it after them.
         */
        post: operations["pauseIssues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a skip, or end a pause early
         * @description Every issue whose cutoff is still ahead is sent again; one whose cutoff has passed stays left out (its list is fixed).
         */
        post: operations["resumeIssues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-club/gift-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a gift membership can be now
         * @description The lengths on sale with their price on each plan (set in the studio), the first issues a gift bought now may begin with (the next one still open by its cutoff, then the eleven after it), and the days the recipient may be e-mailed of it. The same as the /mail-club/gift page offers.
         */
        get: operations["getGiftOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-club/gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the Mail Club: place a gift's order
         * @description Places the gifter's order for a gift of 3, 6 or 12 issues, paid once through PayPal (not a subscription: it does not renew), and starts its PayPal payment. The price is the studio's for the length on the recipient's plan (their country decides it); the recipient's address is the order's delivery address and the gifter's only its billing address. Pay it like any order: send the gifter to `approvalUrl`, then POST /api/payments/capture with `order.id` and the return URL's token; paid, the recipient is on the mailing lists of exactly the gift's issues from the first (one whose cutoff passed while paying moves to the next open one). With a bearer token the order is the customer's, under their e-mail. If PayPal does not answer (503) the order stays placed: the refusal carries `orderId` and `accessKey` beside `error`, and POST /api/payments/create-paypal-order starts paying it.
         */
        post: operations["placeGift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the maker
         * @description Stores the message and e-mails it to the shop's owner (the sender's address is in the e-mail to answer with). Name up to 100 characters, message 10 to 5000; text is trimmed, the e-mail lower-cased. At most 5 messages an hour from one address.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an address to the newsletter
         * @description Stores the address (trimmed, lower-cased) with the time of consent and e-mails a confirmation with an unsubscribe link (/newsletter/unsubscribe?token=…, which asks before it unsubscribes). An address already on the list is told so and gets no second e-mail; one that unsubscribed earlier is subscribed again with a new consent time and link. At most 10 sign-ups an hour from one address.
         */
        post: operations["subscribeToNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document as a readable page */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers: requests can be served */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ProductList: {
            data: components["schemas"]["Product"][];
            meta: {
                pagination: {
                    page: number;
                    pageSize: number;
                    pageCount: number;
                    total: number;
                };
            };
        };
        /** @description A product as the API delivers it (spec §3). */
        Product: {
            id: number;
            /** @enum {string} */
            kind: "physical" | "digital" | "subscription" | "gift_card";
            title: string;
            slug: string;
            /** @description Product code, e.g. STK-001 or MC-USA-MONTHLY */
            sku: string;
            /** @description US dollars with two decimals, e.g. 8.88 */
            price: number;
            /** @description Markdown */
            description: string;
            images: components["schemas"]["ProductImage"][];
            is_active: boolean;
            /** @description 0: unavailable; null: made to order */
            stock: number | null;
            /** @description Active and stock not 0 */
            is_available: boolean;
            product_type: {
                name: string;
                slug: string;
                code: string;
                includedText: string | null;
            };
            sub_categories: {
                name: string;
                slug: string;
                includedText: string | null;
            }[];
            topic_categories: {
                name: string;
                slug: string;
                emoji: string;
            }[];
            /** @description The title unless the product has its own */
            meta_title: string;
            /** @description The product's own, else the first 160 characters of the description */
            meta_description: string;
            /** @description Subscription plans carry subscription_interval and paypal_plan_id */
            flags: {
                [key: string]: unknown;
            };
            isPopular: boolean;
            /** @description What's included: the product's, else its sub-category's, else its type's */
            included_text: string | null;
            inherited_content_description: string | null;
            inherited_content_specs: string | null;
            inherited_content_instructions: string | null;
            personalisation: components["schemas"]["PersonalisationFields"];
            /** @description ISO 8601, UTC */
            created_at: string;
            /** @description ISO 8601, UTC */
            updated_at: string;
        };
        /** @description A product picture in four widths (4:3). */
        ProductImage: {
            /** @description The large WebP file */
            url: string;
            /** @description The large AVIF file */
            avif: string;
            alternativeText: string;
            width: number;
            height: number;
            formats: {
                thumbnail: {
                    /** @description WebP file */
                    url: string;
                    /** @description The same picture as AVIF */
                    avif: string;
                    width: number;
                    height: number;
                };
                small: {
                    /** @description WebP file */
                    url: string;
                    /** @description The same picture as AVIF */
                    avif: string;
                    width: number;
                    height: number;
                };
                medium: {
                    /** @description WebP file */
                    url: string;
                    /** @description The same picture as AVIF */
                    avif: string;
                    width: number;
                    height: number;
                };
                large: {
                    /** @description WebP file */
                    url: string;
                    /** @description The same picture as AVIF */
                    avif: string;
                    width: number;
                    height: number;
                };
            };
        };
        /** @description What a personalised product asks before it goes in the cart: the buyer's text (at most maxLength characters as a reader counts them) and a choice among options. Null: not personalised. */
        PersonalisationFields: {
            text: {
                label: string;
                maxLength: number;
            } | null;
            choice: {
                label: string;
                options: string[];
            } | null;
        } | null;
        Error: {
            error: {
                code: string;
                message: string;
                /** @description A message per parameter or field */
                details?: {
                    [key: string]: string;
                };
            };
        };
        FilterOptions: {
            data: {
                productTypes: {
                    id: number;
                    name: string;
                    slug: string;
                    /** @description Products you would get by choosing this value */
                    count: number;
                }[];
                subCategories: {
                    id: number;
                    name: string;
                    slug: string;
                    /** @description Products you would get by choosing this value */
                    count: number;
                }[];
                topicCategories: {
                    id: number;
                    name: string;
                    slug: string;
                    /** @description Products you would get by choosing this value */
                    count: number;
                    emoji: string;
                }[];
            };
        };
        Products: {
            data: components["schemas"]["Product"][];
        };
        ProductResponse: {
            data: components["schemas"]["Product"];
        };
        AddressCountries: {
            countries: {
                code: string;
                /** @description English name */
                name: string;
                /** @description Orders can be posted there (the studio's setting). */
                shipsOrders: boolean;
                /** @description The Mail Club can be sent there. */
                mailClub: boolean;
            }[];
        };
        AddressFormatResponse: {
            format: components["schemas"]["AddressFormat"];
        };
        AddressFormat: {
            country: string;
            countryName: string;
            /** @description The parts the country's post uses, in the order it writes them. */
            fields: {
                /** @enum {string} */
                part: "addressLine1" | "addressLine2" | "city" | "stateProvince" | "postalCode";
                label: string;
                required: boolean;
            }[];
            postalCode: {
                /** @description A regular expression the whole code matches. */
                pattern: string;
                examples: string[];
            } | null;
            /** @description The regions the post uses; stateProvince is one of their codes (or names). */
            regions: {
                code: string;
                name: string;
            }[];
        };
        ShippingOptionsResponse: {
            shipping: {
                country: string;
                quotes: {
                    /** @constant */
                    needsPostage: false;
                } | {
                    /** @constant */
                    needsPostage: true;
                    /** @constant */
                    priced: false;
                    country: string;
                } | {
                    /** @constant */
                    needsPostage: true;
                    /** @constant */
                    priced: true;
                    country: string;
                    zone: {
                        id: number;
                        name: string;
                    } | null;
                    options: {
                        /** @description Send it as shippingMethodId to POST /api/orders/create. */
                        methodId: number;
                        name: string;
                        description: string;
                        /** @description What the buyer pays for it: US dollars, two decimals; 0 when free. */
                        price: number;
                        /** @description The same price in cents, as the shop's own checkout page reads it; read `price`. */
                        priceCents: number;
                        /** @description Free over the zone's threshold. */
                        freeShipping: boolean;
                    }[];
                };
                /** @description Set when something needs posting and no method goes to the country. */
                cannotPost: string | null;
            };
        };
        SimpleRegisterRequest: {
            email: string;
            password: string;
            /** @description Full name; split on the first space into first and last name */
            name?: string;
            /** @description Same as name; either may be sent */
            fullName?: string;
            phone?: (string & (unknown & unknown)) | null;
        };
        SimpleAuthResponse: {
            /** @constant */
            success: true;
            user: components["schemas"]["SimpleUser"];
            token: string;
            /** @constant */
            authVersion: "2";
            message: string;
        };
        SimpleUser: {
            id: number;
            email: string;
            customerName: string;
            phone: string | null;
        };
        LoginRequest: {
            email: string;
            password: string;
        };
        Success: {
            /** @constant */
            success: true;
            message: string;
        };
        SimpleMeResponse: {
            /** @constant */
            success: true;
            user: components["schemas"]["SimpleUser"];
            /** @constant */
            authVersion: "2";
        };
        RegisterRequest: {
            email: string;
            password: string;
            firstName: string;
            lastName?: string;
            phone?: (string & (unknown & unknown)) | null;
        };
        TokenPairResponse: {
            /** @constant */
            success: true;
            accessToken: string;
            refreshToken: string;
            accessTokenExpiresAt: string;
            refreshTokenExpiresAt: string;
            customer: components["schemas"]["Customer"];
        };
        Customer: {
            id: number;
            /** @description The id as a string; either may be used in paths */
            documentId: string;
            email: string;
            firstName: string;
            lastName: string;
            phone: string | null;
            customerNumber: string;
            emailVerified: boolean;
            emailPreferences: {
                marketing: boolean;
                orderUpdates: boolean;
                newsletter: boolean;
            };
            addresses: {
                id: string;
                /** @enum {string} */
                addressType: "shipping";
                isDefault: boolean;
                street1: string;
                street2: string | null;
                city: string;
                state: string;
                postalCode: string;
                country: string;
            }[];
            createdAt: string;
            updatedAt: string;
        };
        CustomerResponse: {
            /** @constant */
            success: true;
            customer: components["schemas"]["Customer"];
        };
        RefreshRequest: {
            refreshToken: string;
        };
        PasswordResetRequest: {
            email: string;
        };
        PasswordReset: {
            token: string;
            newPassword: string;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: string;
        };
        CustomerUpdate: {
            /** @description Accepted only when it equals the stored address */
            email?: string;
            firstName?: string;
            lastName?: string;
            phone?: (string & (unknown & unknown)) | null;
            emailPreferences?: {
                marketing?: boolean;
                orderUpdates?: boolean;
                newsletter?: boolean;
            };
        };
        EmailPreferencesResponse: {
            /** @constant */
            success: true;
            preferences: {
                marketing: boolean;
                orderUpdates: boolean;
                newsletter: boolean;
            };
        };
        EmailPreferences: {
            marketing: boolean;
            orderUpdates: boolean;
            newsletter: boolean;
        };
        CustomerDetailsResponse: {
            /** @constant */
            success: true;
            data: {
                phone: string | null;
                shipping_address: components["schemas"]["PostalAddress"] | null;
            };
        };
        PostalAddress: {
            firstName: string;
            lastName: string;
            addressLine1: string;
            addressLine2?: string;
            city: string;
            stateProvince: string;
            postalCode: string;
            country: string;
            phone?: string;
        };
        CustomerDetailsUpdate: {
            phone?: (string & (unknown & unknown)) | null;
            shipping_address?: {
                firstName: string;
                lastName: string;
                addressLine1?: string | null;
                addressLine2?: string | null;
                city?: string | null;
                stateProvince?: string | null;
                postalCode?: string | null;
                country: string;
                phone?: string | null;
            } | null;
        };
        CustomerOrders: {
            /** @constant */
            success: true;
            orders: {
                id: number;
                orderNumber: string;
                createdAt: string;
                /** @enum {string} */
                status: "pending_payment" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                /** @description US dollars */
                total: number;
                trackingNumber: string | null;
                trackingCarrier: string | null;
                items: {
                    title: string;
                    quantity: number;
                    price: number;
                    personalisation: components["schemas"]["Personalisation"];
                }[];
            }[];
        };
        /** @description A personalised product's answers, each under the label it was asked by ("Banner text"), exactly as typed; empty for any other line. */
        Personalisation: {
            label: string;
            value: string;
        }[];
        CustomerDownloads: {
            /** @constant */
            success: true;
            downloads: {
                orderNumber: string;
                productTitle: string;
                fileName: string;
                sizeBytes: number;
                /** @description Downloads of this file the purchase still allows */
                downloadsLeft: number;
                /** @description A signed link made for this answer; null once the downloads are used up */
                url: string | null;
                /** @description When `url` stops working (24 hours from the answer) */
                expiresAt: string;
            }[];
        };
        CartResponse: {
            /** @constant */
            success: true;
            cart: components["schemas"]["Cart"];
        };
        Cart: {
            items: {
                /** @description The line's own id, for PATCH and DELETE /api/cart/items/{lineId}. */
                lineId: number;
                productId: number;
                slug: string;
                sku: string;
                title: string;
                /** @enum {string} */
                kind: "physical" | "digital" | "subscription" | "gift_card";
                productType: {
                    slug: string;
                    name: string;
                };
                image: {
                    url: string;
                    alternativeText: string;
                } | null;
                personalisation: components["schemas"]["Personalisation"];
                quantity: number;
                /** @description The most the line may hold: 1 for a download or a plan, else what stock leaves. */
                maxQuantity: number;
                /** @description US dollars, two decimals. */
                price: number;
                /** @description US dollars, two decimals. */
                lineTotal: number;
                /** @description Why the line cannot be ordered as it is now (gone, sold out, too many), or null. */
                problem: string | null;
            }[];
            itemCount: number;
            /** @description The lines' total, before money off; postage is added at checkout. */
            subtotal: number;
            /** @description The discount code applied (POST /api/cart/discount), or null. */
            discountCode: string | null;
            /** @description Why that code does not apply to the cart as it is now (it is then left out of the figures, and an order refuses it until it is removed or applies again), or null. */
            discountCodeProblem: string | null;
            /** @description Each sale and the code on the goods, by name, in the order they were taken. */
            discounts: {
                name: string;
                /** @description US dollars, two decimals. */
                amount: number;
            }[];
            /** @description The discounts on the goods together. */
            discount: number;
            /** @description A free-postage code, taken off the postage at checkout. */
            freePostage: {
                name: string;
                /** @description The most of the postage it pays; null: all of it. */
                cap: number | null;
                /** @description ISO codes it covers; empty: every country. */
                countries: string[];
            } | null;
            /** @description A Mail Club offer's code on a plan's cart; it applies when the member joins. */
            clubOffer: {
                name: string;
                /** @description What each of the first issues costs. */
                introPrice: number;
                introIssues: number;
                /** @description The plan's price from the issue after them. */
                regularPrice: number;
            } | null;
            /** @description subtotal − discount, before postage. */
            total: number;
            hasSubscription: boolean;
            /** @description A Mail Club plan with other items: it cannot be ordered as it is. */
            hasInvalidCombination: boolean;
        };
        CartItemRequest: {
            /** @description The product's id; a numeric string is accepted. */
            productId: number | string;
            /**
             * @description How many to add (1 when left out): any whole number the stock allows; a download or a Mail Club plan stays at 1.
             * @default 1
             */
            quantity?: number | string;
            /** @description Required (true) for a digital product, or spec §3's `metadata.digital_acknowledgment`: the buyer understands nothing is posted. When both are sent, this one counts. */
            digitalAcknowledged?: boolean;
            /** @description A personalised product's answers: `text` (its `personalisation.text` field) and `choice` (one of `personalisation.choice.options`). Kept as typed; other products ignore them. */
            personalisation?: {
                text?: string;
                choice?: string;
            };
            /** @description Spec §3's cart item metadata: `digital_acknowledgment` (true or false) acknowledges a digital product as `digitalAcknowledged` does. Other fields in it are ignored. */
            metadata?: {
                digital_acknowledgment?: boolean;
            } | null;
        };
        CartQuantityRequest: {
            /** @description The line's new quantity; 0 or less removes the line. */
            quantity: number | string;
        };
        CartDiscountRequest: {
            /** @description A discount code, in any case; spaces inside a typed group are ignored. */
            code: string;
        };
        CartTaxResponse: {
            tax: components["schemas"]["CartTax"];
        };
        CartTax: {
            /** @description The tax on the goods and the postage. */
            tax: number;
            taxCents: number;
            /** @description The postage's part of `tax`. */
            shippingTax: number;
            shippingTaxCents: number;
            lines: {
                lineId: number;
                /** @description US dollars, two decimals. */
                tax: number;
                taxCents: number;
            }[];
            /** @description VAT: the buyer is shown prices with the tax included ("incl. VAT"). */
            inclusive: boolean;
            /** @description Where the rate applies ("New York City", "Germany"); null when no tax applies. */
            region: string | null;
            /** @description The rate on taxed goods, in percent (8.875). */
            rate: number;
        };
        /** @description The order creation payload (spec §3). The order is made of `items`, or without them of the caller's cart; prices and totals sent are ignored, the database prices the order. */
        CheckoutOrderRequest: {
            /** @description What to order, each under the cart's rules (stock, downloads acknowledged, personalisation, a Mail Club plan never here). Any `price` or `title` sent is ignored: the database prices the order. Left out, the caller's cart is ordered (a bearer token's customer's, else the cart of X-Cart-Token or the `washi_cart` cookie). */
            items?: components["schemas"]["OrderItemRequest"][];
            /** @description Ignored for a signed-in customer: their account's e-mail is used. */
            customerEmail: string;
            customerName: string;
            customerPhone?: (string & (unknown & unknown)) | null;
            /** @description An address. The spec's names (address1, address2, state, zipCode) and the checkout form's (addressLine1, addressLine2, stateProvince, postalCode) are both accepted. Text is trimmed. The parts the country's post requires must be given (GET /api/address-formats/{country}); a region is one of the country's, by code or name, and is stored as its code; a postal code must match the country's pattern; parts the country does not use are dropped. */
            shippingAddress: {
                firstName: string;
                lastName: string;
                addressLine1?: string | null;
                addressLine2?: string | null;
                city?: string | null;
                stateProvince?: string | null;
                postalCode?: string | null;
                /** @description An ISO 3166-1 alpha-2 code (any letter case) of a country the shop sends post to; GET /api/address-formats/{country} gives its fields, regions and postal code pattern. */
                country: string;
                phone?: string | null;
                address1?: string | null;
                address2?: string | null;
                state?: string | null;
                zipCode?: string | null;
            };
            /** @default true */
            billingAddressSameAsShipping?: boolean;
            /** @description An address. The spec's names (address1, address2, state, zipCode) and the checkout form's (addressLine1, addressLine2, stateProvince, postalCode) are both accepted. Text is trimmed. The parts the country's post requires must be given (GET /api/address-formats/{country}); a region is one of the country's, by code or name, and is stored as its code; a postal code must match the country's pattern; parts the country does not use are dropped. */
            billingAddress?: {
                firstName: string;
                lastName: string;
                addressLine1?: string | null;
                addressLine2?: string | null;
                city?: string | null;
                stateProvince?: string | null;
                postalCode?: string | null;
                /** @description An ISO 3166-1 alpha-2 code (any letter case) of a country the shop sends post to; GET /api/address-formats/{country} gives its fields, regions and postal code pattern. */
                country: string;
                phone?: string | null;
                address1?: string | null;
                address2?: string | null;
                state?: string | null;
                zipCode?: string | null;
            };
            /**
             * @description Spec §3's standard or express, read when no shippingMethodId is given: standard takes the cheapest method offered, express the fastest (the shortest delivery time its description states; of equals, the cheaper). With one method offered, both take it. The answer's `order.shippingMethod` names the method taken.
             * @default standard
             * @enum {string}
             */
            shippingMethod?: "standard" | "express";
            /** @description A methodId of GET /api/shipping-options for the cart and this address's country; it wins over `shippingMethod`. */
            shippingMethodId?: number;
            /** @default false */
            rideWithMailClub?: boolean;
            /** @description A discount code, in any case. One that does not apply refuses the order (400) with the reason under `fields.discountCode`; 10 codes a minute per visitor and per address, then 429 with one message whatever the code. */
            discountCode?: string | null;
            /**
             * @description Up to 5 gift cards to pay with, as printed (XXXX-XXXX-XXXX-XXXX, any case), beside those applied to the cart. They pay after tax, in the order given; PayPal is asked for what is left (`amountDue`), and an order they pay whole is paid at once. Each counts under the guessing guard (10 a minute per visitor and per address); a wrong code, a disabled card or a try over the limit all answer 400 with one message. A card with nothing left refuses the order (409).
             * @default []
             */
            giftCardCodes?: string[];
            /** @description A signed-in customer's store credit pays after the cards unless this is false (or they chose to keep it on the checkout page). */
            useStoreCredit?: boolean;
            declaredCountry?: string;
            /** @default false */
            createAccountAfterOrder?: boolean;
            /** @description Required with createAccount: 8 to 128 characters, not a common password. */
            guestPassword?: string;
            /** @description Ignored: a bearer token decides. */
            isGuest?: boolean;
            /**
             * @description A guest asks for an account (also accepted as createAccountAfterOrder).
             * @default false
             */
            createAccount?: boolean;
        };
        OrderItemRequest: {
            /** @description The product's id; a numeric string is accepted. */
            productId: number | string;
            /**
             * @description How many to add (1 when left out): any whole number the stock allows; a download or a Mail Club plan stays at 1.
             * @default 1
             */
            quantity?: number | string;
            /** @description Required (true) for a digital product, or spec §3's `metadata.digital_acknowledgment`: the buyer understands nothing is posted. When both are sent, this one counts. */
            digitalAcknowledged?: boolean;
            /** @description A personalised product's answers: `text` (its `personalisation.text` field) and `choice` (one of `personalisation.choice.options`). Kept as typed; other products ignore them. */
            personalisation?: {
                text?: string;
                choice?: string;
            };
            /** @description Spec §3's cart item metadata: `digital_acknowledgment` (true or false) acknowledges a digital product as `digitalAcknowledged` does. Other fields in it are ignored. */
            metadata?: {
                digital_acknowledgment?: boolean;
            } | null;
            /** @description Ignored: the database prices the order (spec §3 sends the price shown). */
            price?: unknown;
            /** @description Ignored: the order keeps the product's own title (spec §3 sends it). */
            title?: unknown;
        };
        CreatedOrder: {
            /** @constant */
            success: true;
            order: components["schemas"]["Order"];
            /** @description The key to this order for whoever placed it: GET /api/orders/{id}?key=… and the PayPal order. Shown once. */
            accessKey: string;
            accountCreated: boolean;
        };
        Order: {
            id: number;
            orderNumber: string;
            /** @enum {string} */
            status: "pending_payment" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            items: {
                productId: number | null;
                title: string;
                quantity: number;
                /** @description US dollars, two decimals. */
                price: number;
                /** @description Money off the line as a whole (sales and a code). */
                discount: number;
                /** @description The line's tax after its discount, rounded once (decision 042). */
                tax: number;
                /** @description The line's rate in percent (8.875); 0 when untaxed. */
                taxRate: number;
                personalisation: components["schemas"]["Personalisation"];
            }[];
            shippingAddress: {
                firstName: string;
                lastName: string;
                street: string;
                street2: string | null;
                city: string;
                state: string;
                zip: string;
                country: string;
            };
            /** @description The chosen method's name ("Tracked parcel"); "digital" for downloads only; "standard" for orders placed before postage was priced. */
            shippingMethod: string;
            customerEmail: string;
            customerName: string;
            /** @description The lines at their prices, before money off. */
            subtotal: number;
            /** @description Money off the goods: the lines' discounts together. */
            discount: number;
            /** @description Sales tax or VAT on the lines and the postage. */
            tax: number;
            /** @description The postage's part of `tax`. */
            shippingTax: number;
            /** @description VAT: `tax` is inside the prices and not added to the total; US sales tax is added. */
            taxIncluded: boolean;
            /** @description Kept with the order for ten years; null when no tax applied. Only the order's owner and the studio read it. */
            taxDetails: {
                /** @description 'US-NY' for a state, the country's code for VAT. */
                jurisdiction: string;
                /** @description The registration: us_state, eu_non_union, eu_oss, uk, norway, switzerland. */
                scheme: string;
                /** @description Where the rate applies: 'New York City', 'Germany'. */
                region: string;
                /** @description Where the rate came from, with the day it applies from. */
                source: string;
                /** @description What placed the buyer: the delivery address, or for downloads the countries they and PayPal gave. */
                evidence: {
                    /** @enum {string} */
                    basis: "delivery_address" | "evidence";
                    deliveryCountry?: string;
                    billingCountry?: string;
                    payerCountry?: string;
                    declaredCountry?: string;
                };
            } | null;
            /** @description US dollars, two decimals. */
            shipping: number;
            /** @description Money off the postage (a free-postage code). */
            shippingDiscount: number;
            /** @description subtotal − discount + shipping − shippingDiscount, + tax unless `taxIncluded`. */
            total: number;
            /** @description What gift cards and store credit paid of the total, each named without its code ('Gift card ••••QR7T', 'Store credit'). */
            paidByBalances: {
                label: string;
                /** @description US dollars, two decimals. */
                amount: number;
            }[];
            /** @description What PayPal is asked for: the total less `paidByBalances`. 0: the order needed no PayPal. */
            amountDue: number;
            /** Format: date-time */
            createdAt: string;
            paidAt: string | null;
            trackingNumber: string | null;
            trackingCarrier: string | null;
        };
        OrderResponse: {
            /** @constant */
            success: true;
            order: components["schemas"]["Order"];
        };
        PaymentConfig: {
            /** @constant */
            success: true;
            /** @constant */
            provider: "paypal";
            /** @enum {string} */
            mode: "simulator" | "sandbox" | "live";
            /** @description The public client id; never the secret. */
            clientId: string | null;
            /** @constant */
            currency: "USD";
        };
        /** @description Spec §7's `{ orderId }`, plus the access key a guest may send. */
        CreatePayPalOrderRequest: {
            orderId: number;
            /** @description A guest's proof: the `accessKey` POST /api/orders/create answered. Not needed by the order's customer (bearer token), nor by the guest whose cart the order was made from when they send that cart's X-Cart-Token. */
            key?: string;
        };
        PayPalOrderStarted: {
            /** @constant */
            success: true;
            paypalOrderId: string;
            /** @description PayPal's page where the buyer approves. */
            approvalUrl: string;
        };
        CaptureRequest: {
            orderId: number;
            /** @description PayPal's `token` in the return URL. */
            paypalOrderId: string;
        };
        CaptureResult: {
            /** @constant */
            success: true;
            orderId: number;
            /**
             * @description pending_payment: PayPal is reviewing the payment; a webhook completes it.
             * @enum {string}
             */
            status: "paid" | "pending_payment";
            message?: string;
        };
        WebhookReceived: {
            /** @constant */
            received: true;
            /** @enum {string} */
            outcome: "applied" | "duplicate" | "no-change" | "ignored";
        };
        /** @description A gift card: not taxed, no discount code, never paid with another card or store credit. */
        GiftCardOrderRequest: {
            /** @description The gift-card product (`kind: gift_card` in GET /api/products). */
            productId: number | string;
            /** @description One of the product's amounts in dollars ('25.00'), or `custom` with `customAmount`. */
            amount: string;
            /** @description With `amount: custom`: dollars within the bounds the maker allows (the product page says them). */
            customAmount?: string;
            recipientName: string;
            /** @description Where the card goes on `sendOn`; left out, it goes to the buyer to print or pass on. */
            recipientEmail?: string;
            /**
             * @description In the card's e-mail and on its printable PDF; line breaks kept, at most 500 characters.
             * @default
             */
            message?: string;
            /** @description 'YYYY-MM-DD' in the shop's time zone: today to a year ahead. */
            sendOn: string;
            senderName: string;
            /** @description Where the order's e-mails go. Ignored with a bearer token: the customer's own e-mail is used. */
            buyerEmail: string;
            /** @description The buyer's country (ISO 3166-1 alpha-2), kept on the order. */
            country: string;
        };
        PlacedGiftCard: {
            /** @constant */
            success: true;
            order: components["schemas"]["Order"];
            /** @description PayPal's page where the buyer approves; then POST /api/payments/capture with the return URL's token. */
            approvalUrl: string;
            /** @description For a guest, the key to this order, shown once; null with a bearer token. */
            accessKey: string | null;
        };
        GiftPaymentUnavailable: {
            error: {
                code: string;
                message: string;
                /** @description A message per parameter or field */
                details?: {
                    [key: string]: string;
                };
            };
            /** @description The placed order: POST /api/payments/create-paypal-order pays it. */
            orderId: number;
            /** @description As in PlacedGift: a guest's key to the order. */
            accessKey: string | null;
        };
        GiftCardBalanceRequest: {
            /** @description The card's 16 characters as printed (XXXX-XXXX-XXXX-XXXX), any case. */
            code: string;
        };
        GiftCardBalance: {
            /** @constant */
            success: true;
            giftCard: {
                /** @description The card's last four characters, to tell cards apart. */
                lastFour: string;
                /** @description What is left on it; cards never expire. */
                balance: number;
                /** @description US dollars, two decimals. */
                initialAmount: number;
            };
        };
        StoreCredit: {
            /** @constant */
            success: true;
            storeCredit: {
                /** @description US dollars, two decimals. */
                balance: number;
                /** @description Every credit and spend, newest first. */
                entries: {
                    /** @enum {string} */
                    kind: "issued" | "spent" | "returned" | "refunded" | "club_prepaid" | "transferred";
                    /** @description Positive: credit in; negative: spent. */
                    amount: number;
                    /** @description The shop's reason for credit it gave. */
                    reason: string | null;
                    orderNumber: string | null;
                    /** Format: date-time */
                    createdAt: string;
                }[];
            };
        };
        /** @description Joining the Mail Club (spec §7). The plan, its price and its PayPal plan are the product's, from the database. With a bearer token the signed-in customer joins; without one, guestEmail and guestName make the account the membership needs. */
        SubscriptionCreateRequest: {
            /**
             * @description When given, must be the product's own plan.
             * @enum {string}
             */
            subscriptionType?: "usa" | "international";
            deliveryAddress: components["schemas"]["DeliveryAddressInput"];
            /** @description The Mail Club plan product's id (MC-USA-MONTHLY or MC-INTL-MONTHLY); a numeric string is accepted. */
            productId: number | string;
            /** @description Ignored: the product's own PayPal plan is used. */
            paypalPlanId?: string;
            /** @description A guest's e-mail; ignored with a bearer token. */
            guestEmail?: string;
            /** @description A guest's full name, split at the first space; ignored with a bearer token. */
            guestName?: string;
            /** @description A guest's password: 8 to 128 characters, not a common password. Optional: left out or empty, the account is made without a password (none signs in to it) and an e-mail with a single-use link to choose one, valid for 7 days, is sent to guestEmail. */
            guestPassword?: string;
            /** @description A Mail Club offer's code (FIRSTLETTER in the demo shop): the first one or two issues at its intro price, then the plan's. One that does not apply refuses the join (400, `details.discountCode`); 10 codes a minute per visitor and per address. */
            discountCode?: string;
        };
        /** @description Where the issues are mailed, with the checkout form's names (spec §3). Text is trimmed. The parts the country's post requires must be given (GET /api/address-formats/{country}); a region is one of the country's, by code or name, and is stored as its code; a postal code must match the country's pattern; parts the country does not use are dropped. The USA plan takes US addresses only; the international plan the countries the Mail Club is sent to. Field errors are keyed by dotted path (deliveryAddress.city). */
        DeliveryAddressInput: {
            firstName: string;
            lastName: string;
            addressLine1?: string | null;
            addressLine2?: string | null;
            city?: string | null;
            stateProvince?: string | null;
            postalCode?: string | null;
            country: string;
            phone?: string | null;
        };
        SubscriptionStarted: {
            /** @constant */
            success: true;
            /** @description PayPal's page where the member approves the payments; PayPal returns to /subscription/return?subscription_id=…&ba_token=… */
            approvalUrl: string;
            /** @description For a guest only: a bearer token of the account just made, signing them in (spec §4 'Subscription checkout'). */
            token?: string;
        };
        /** @description May be left out, or be an empty body. */
        SubscriptionConfirmRequest: {
            /** @description The return URL's subscription_id (PayPal's I-… id). A ba_token (BA-…) or anything else names no subscription: the member's latest one is confirmed. */
            subscriptionId?: string;
        };
        SubscriptionConfirmed: {
            /** @constant */
            success: true;
            /** @constant */
            status: "active";
        };
        MemberSubscriptionResponse: {
            /** @constant */
            success: true;
            subscription: components["schemas"]["MemberSubscription"];
        };
        /** @description Spec §3 Subscription, with what the account page shows beside it. 'active' is the status the storefront checks. */
        MemberSubscription: {
            /**
             * @description PayPal's state, lower-cased; only active receives issues.
             * @enum {string}
             */
            subscription_status: "approval_pending" | "active" | "suspended" | "cancelled" | "expired";
            /** @enum {string} */
            subscription_type: "usa" | "international";
            subscription_start_date: string | null;
            subscription_cancelled_date: string | null;
            delivery_address: components["schemas"]["DeliveryAddress"];
            /** @description The plan's price each billing period, US dollars with two decimals. */
            price: number;
            /** @description The first issue mailed to the member. Named by its month, e.g. "January 2027". */
            first_issue: string | null;
            /** @description The next issue coming to them; null when none is (cancelled, or suspended). Named by its month, e.g. "January 2027". */
            next_issue: string | null;
            /** @description The next payment PayPal takes; only while active. */
            next_payment_date: string | null;
            /** @description A skip or pause with issues still ahead; null when none. */
            hold: {
                /** @enum {string} */
                kind: "skip" | "pause";
                /** @description The issues it still leaves out whose cutoff is ahead. Named by its month, e.g. "January 2027". */
                issues_ahead: string[];
            } | null;
            /** @description A payment PayPal could not take that no later payment settled: PayPal retries by itself, and the member is held off issues whose cutoff passes meanwhile (put back on them, while not mailed, when a payment goes through). Null when none. */
            payment_problem: {
                /** Format: date-time */
                last_failed_at: string;
                /** @description What PayPal tried to take, US dollars. */
                amount: number;
                /** @description PayPal's tries that failed, in a row. */
                failures_in_row: number;
                /** @description PayPal stopped retrying and suspended it until a payment goes through. */
                suspended: boolean;
                /** @description PayPal's page where the member changes the card or bank it pays with. */
                fix_payment_url: string;
            } | null;
            /** @description A move to the other plan (an address in its country) waiting for the member's approval at PayPal; plan, price and address change once they give it. Null when none. */
            pending_plan_change: {
                /** @enum {string} */
                subscription_type: "usa" | "international";
                /** @description The new plan's monthly price in dollars. */
                price: number;
                delivery_address: components["schemas"]["DeliveryAddress"];
                /** @description PayPal's page where the member approves the new price. */
                approvalUrl: string | null;
            } | null;
            /** @description The Mail Club offer joined with (a code such as FIRSTLETTER); null for none. */
            intro_offer: {
                /** @description What each of the first issues costs, in dollars. */
                price: number;
                issues: number;
                /** @description The first issue at `price` ('February 2027'); null until the first issue is known. */
                full_price_from: string | null;
            } | null;
        };
        /** @description A delivery address as stored: trimmed, the country's and a US state's code upper-cased, empty optional fields left out. */
        DeliveryAddress: {
            firstName: string;
            lastName: string;
            addressLine1: string;
            addressLine2?: string;
            city: string;
            stateProvince: string;
            postalCode: string;
            /** @description An ISO 3166-1 alpha-2 code; "OTHER" for an address saved before every country was listed, which names none. */
            country: string;
            phone?: string;
        };
        /** @description The cancel screen's one optional question (issue 23). The whole body may be left out, or be empty: cancelling never needs an answer. */
        SubscriptionCancelRequest: {
            /** @description Why the member leaves, if they say: one of too_expensive, too_much_mail, moving, not_expected, other, or their own words (stored as other with them; at most 500 characters). Left out, null or empty: no answer. Stored and shown to the maker; told to PayPal in short. */
            reason?: string | null;
            /** @description The member's own words, kept with `other` only (trimmed, at most 500 characters); words with no reason count as `other`, words with another reason are dropped. */
            reasonText?: string | null;
        };
        SubscriptionCancelled: {
            /** @constant */
            success: true;
            /** @enum {string} */
            status: "approval_pending" | "active" | "suspended" | "cancelled" | "expired";
        };
        DeliveryAddressChangeRequest: {
            deliveryAddress: components["schemas"]["DeliveryAddressInput"];
        };
        DeliveryAddressChanged: {
            /** @constant */
            success: true;
            delivery_address: components["schemas"]["DeliveryAddress"];
            /** @description The first issue mailed to the new address: the next one whose cutoff has not passed. Named by its month, e.g. "January 2027". */
            applies_from_issue: string;
        };
        PlanChangeAwaitingApproval: {
            /** @constant */
            success: true;
            /**
             * Format: uri
             * @description PayPal's page where the member approves the new price. The plan and address stay as they are until they do.
             */
            approvalUrl: string;
            /**
             * @description The plan it becomes.
             * @enum {string}
             */
            subscription_type: "usa" | "international";
            /** @description The new plan's monthly price in dollars. */
            price: number;
            /** @description The monthly price until now, in dollars. */
            previous_price: number;
            /** @description The first issue on the new plan and address: the next one whose cutoff has not passed (set again when the member approves). Named by its month, e.g. "January 2027". */
            applies_from_issue: string;
            /** @description The next billing date: PayPal charges the new price from then on (the month already paid is not charged again). */
            first_charge_date: string | null;
        };
        MailClubHold: {
            /** @constant */
            success: true;
            hold: {
                /** @enum {string} */
                kind: "skip" | "pause";
                /** @description The issues it was asked for, in order. Named by its month, e.g. "January 2027". */
                issues: string[];
                /** @description When it was undone or ended early: an issue whose cutoff is after it is sent. */
                ended_at: string | null;
            };
        };
        GiftOptions: {
            /** @description The lengths on sale, on at least one plan; empty: gifts are not on sale now. */
            lengths: {
                issueCount: 3 | 6 | 12;
                /** @description The gift's price by the recipient's plan: usa for a US address, else international. */
                prices: {
                    /** @description US dollars with two decimals; null: not sold on this plan. */
                    usa: number | null;
                    /** @description US dollars with two decimals; null: not sold on this plan. */
                    international: number | null;
                };
            }[];
            /** @description The issues a gift bought now may begin with: the next one open by its cutoff first. */
            firstIssues: {
                /** @description The value of `firstIssue`. */
                key: string;
                label: string;
                /** @description The last day the recipient may be e-mailed of a gift beginning with it. */
                revealUntil: string;
            }[];
            /** @description Which issue comes first if ordered now, and by when. */
            nextIssueNote: string;
            /** @description The reveal days' bounds ('YYYY-MM-DD', the shop's calendar): today until the last choice's revealUntil. */
            reveal: {
                from: string;
                until: string;
            };
            /** @constant */
            success: true;
        };
        /** @description A gift membership, as the /mail-club/gift page asks it: the recipient and their address, the gifter and their billing address apart, the length, the first issue, the message and how the recipient hears of it. The price is the studio's for the recipient's plan and the length. */
        GiftOrderRequest: {
            /** @description How many issues: 3, 6 or 12, a length GET /api/mail-club/gift-options lists for the recipient's plan. */
            issueCount: number | string;
            /** @description Where the issues are mailed; its country decides the plan (the USA, or international) and the price. Text is trimmed. The parts the country's post requires must be given (GET /api/address-formats/{country}); a region is one of the country's, by code or name, and is stored as its code; a postal code must match the country's pattern; parts the country does not use are dropped. */
            recipientAddress: {
                firstName: string;
                lastName: string;
                addressLine1?: string | null;
                addressLine2?: string | null;
                city?: string | null;
                stateProvince?: string | null;
                postalCode?: string | null;
                /** @description An ISO 3166-1 alpha-2 code (any letter case) of a country the shop sends post to; GET /api/address-formats/{country} gives its fields, regions and postal code pattern. */
                country: string;
                phone?: string | null;
                address1?: string | null;
                address2?: string | null;
                state?: string | null;
                zipCode?: string | null;
            };
            /** @description The recipient's e-mail: required when `reveal` is `email`, optional otherwise. */
            recipientEmail?: string;
            /**
             * @description Printed on the packing list of the first issue; line breaks kept, at most 500 characters.
             * @default
             */
            message?: string;
            /** @description 'YYYY-MM': one of the `firstIssues` of GET /api/mail-club/gift-options, still open by its cutoff. */
            firstIssue: string;
            /**
             * @description `email`: the recipient is e-mailed of the gift on `revealOn`; `self`: the gifter tells them (a printable gift card).
             * @enum {string}
             */
            reveal: "email" | "self";
            /** @description 'YYYY-MM-DD', with `reveal: email` only: from today until the first issue's `revealUntil`. */
            revealOn?: string;
            /** @description The gifter's name, on the order. */
            gifterName: string;
            /** @description Where the order's e-mails go. Ignored with a bearer token: the customer's own e-mail is used. */
            gifterEmail: string;
            gifterPhone?: (string & (unknown & unknown)) | null;
            /** @description The gifter's billing address: on the order only, never on a label. Text is trimmed. The parts the country's post requires must be given (GET /api/address-formats/{country}); a region is one of the country's, by code or name, and is stored as its code; a postal code must match the country's pattern; parts the country does not use are dropped. */
            billingAddress: {
                firstName: string;
                lastName: string;
                addressLine1?: string | null;
                addressLine2?: string | null;
                city?: string | null;
                stateProvince?: string | null;
                postalCode?: string | null;
                /** @description An ISO 3166-1 alpha-2 code (any letter case) of a country the shop sends post to; GET /api/address-formats/{country} gives its fields, regions and postal code pattern. */
                country: string;
                phone?: string | null;
                address1?: string | null;
                address2?: string | null;
                state?: string | null;
                zipCode?: string | null;
            };
            /**
             * @description Gift cards that pay for the gift (decision 043), as printed, under the guessing guard; a signed-in gifter's store credit pays too. Paid whole by them, the gift is paid at once and `approvalUrl` is null.
             * @default []
             */
            giftCardCodes?: string[];
        };
        PlacedGift: {
            /** @constant */
            success: true;
            order: components["schemas"]["Order"];
            giftId: number;
            /** @description PayPal's page where the gifter approves; then POST /api/payments/capture with the return URL's token. Null when `giftCardCodes` paid it all: the gift is paid already. */
            approvalUrl: string | null;
            /** @description For a guest, the key to this order (GET /api/orders/{id}?key=…, POST /api/payments/create-paypal-order), shown once; null with a bearer token. */
            accessKey: string | null;
        };
        ContactRequest: {
            fullName: string;
            email: string;
            /** @description Plain text; line breaks are kept. Shown to the maker as text, never as HTML. */
            message: string;
            /** @description Leave out or empty. A form field people never see: when it is filled the answer is the same 201 but nothing is stored or sent. */
            website?: string;
        };
        ContactResponse: {
            /** @constant */
            success: true;
            message: string;
        };
        NewsletterRequest: {
            email: string;
        };
        NewsletterResponse: {
            /** @constant */
            success: true;
            /** @enum {string} */
            status: "subscribed" | "already_subscribed";
            message: string;
        };
        Health: {
            status: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProducts: {
        parameters: {
            query?: {
                /**
                 * @description Product type slugs, comma-separated (at most 50). A product matches when it has any of them; the filters combine with AND.
                 * @example stickers,bookmarks
                 */
                product_types?: string;
                /** @description Spec §7's name: the same as product_types (one slug, or several comma-separated); both may be given and combine. */
                product_type?: string;
                /** @description Sub-category slugs, comma-separated (at most 50). A product matches when it has any of them; the filters combine with AND. */
                sub_categories?: string;
                /** @description Spec §7's name: the same as sub_categories (one slug, or several comma-separated); both may be given and combine. */
                sub_category?: string;
                /** @description Topic slugs, comma-separated (at most 50). A product matches when it has any of them; the filters combine with AND. */
                topic_categories?: string;
                /** @description Spec §7's name: the same as topic_categories (one slug, or several comma-separated); both may be given and combine. */
                topic_category?: string;
                /** @description Case-insensitive search: any part of the title, sku or meta description, and whole words or word beginnings of the description. When no product matches, each word is corrected to the closest word of the product titles (typos are forgiven). Cut at 200 characters. */
                search?: string;
                /** @description Lowest price in dollars, inclusive (e.g. 4.50). */
                min_price?: string;
                /** @description Highest price in dollars, inclusive. */
                max_price?: string;
                /** @description Only `true` (the default) is accepted. Inactive products are drafts or retired ones the maker has not published, so the public API refuses `false` with 400; the studio lists them to signed-in staff. */
                is_active?: "true";
                /** @description 1-based page number. */
                page?: number;
                /** @description Products per page, 1 to 100. */
                pageSize?: number;
                /** @description Order: relevance (with a search term), name, price-low, price-high or newest. */
                sort?: "relevance" | "name" | "price-low" | "price-high" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products and the pagination. */
            200: {
                headers: {
                    /** @description public, max-age=60 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "kind": "physical",
                     *           "title": "Sleepy Cats Sticker Sheet",
                     *           "slug": "sleepy-cats-sticker-sheet",
                     *           "sku": "STK-002",
                     *           "price": 4.5,
                     *           "description": "Ten cats doing what cats do best…\n\n- 10 stickers on an A6 sheet\n",
                     *           "images": [
                     *             {
                     *               "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *               "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *               "alternativeText": "Sleepy Cats Sticker Sheet",
                     *               "width": 1000,
                     *               "height": 750,
                     *               "formats": {
                     *                 "thumbnail": {
                     *                   "url": "/uploads/products/stickers-cat-245-0a1b2c3d4e5f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-245-1a2b3c4d5e6f.avif",
                     *                   "width": 245,
                     *                   "height": 184
                     *                 },
                     *                 "small": {
                     *                   "url": "/uploads/products/stickers-cat-500-2a3b4c5d6e7f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-500-3a4b5c6d7e8f.avif",
                     *                   "width": 500,
                     *                   "height": 375
                     *                 },
                     *                 "medium": {
                     *                   "url": "/uploads/products/stickers-cat-750-4a5b6c7d8e9f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-750-5a6b7c8d9e0f.avif",
                     *                   "width": 750,
                     *                   "height": 563
                     *                 },
                     *                 "large": {
                     *                   "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *                   "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *                   "width": 1000,
                     *                   "height": 750
                     *                 }
                     *               }
                     *             }
                     *           ],
                     *           "is_active": true,
                     *           "stock": 35,
                     *           "is_available": true,
                     *           "product_type": {
                     *             "name": "Stickers",
                     *             "slug": "stickers",
                     *             "code": "STK",
                     *             "includedText": "Ships flat in a recycled glassine sleeve with a card stiffener."
                     *           },
                     *           "sub_categories": [
                     *             {
                     *               "name": "Sticker Sheets",
                     *               "slug": "sticker-sheets",
                     *               "includedText": "One A6 sheet."
                     *             }
                     *           ],
                     *           "topic_categories": [
                     *             {
                     *               "name": "Cats",
                     *               "slug": "cats",
                     *               "emoji": "🐈"
                     *             }
                     *           ],
                     *           "meta_title": "Sleepy Cats Sticker Sheet",
                     *           "meta_description": "Ten cats doing what cats do best: napping in sunbeams, loaves on windowsills…",
                     *           "flags": {},
                     *           "isPopular": true,
                     *           "included_text": "One A6 sheet.",
                     *           "inherited_content_description": "Designed and painted by hand at Washi Paper Studio…",
                     *           "inherited_content_specs": "Matte vinyl or washi paper, printed in small batches.",
                     *           "inherited_content_instructions": "Apply to clean, dry surfaces. Peel slowly from one corner.",
                     *           "personalisation": null,
                     *           "created_at": "2026-10-20T09:00:00.000Z",
                     *           "updated_at": "2026-10-20T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "pagination": {
                     *           "page": 1,
                     *           "pageSize": 50,
                     *           "pageCount": 1,
                     *           "total": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description A parameter is malformed or out of range; `details` names each one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Invalid request",
                     *         "details": {
                     *           "pageSize": "Must be a whole number from 1 to 100"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProductFilters: {
        parameters: {
            query?: {
                /**
                 * @description Product type slugs, comma-separated (at most 50). A product matches when it has any of them; the filters combine with AND.
                 * @example stickers,bookmarks
                 */
                product_types?: string;
                /** @description Spec §7's name: the same as product_types (one slug, or several comma-separated); both may be given and combine. */
                product_type?: string;
                /** @description Sub-category slugs, comma-separated (at most 50). A product matches when it has any of them; the filters combine with AND. */
                sub_categories?: string;
                /** @description Spec §7's name: the same as sub_categories (one slug, or several comma-separated); both may be given and combine. */
                sub_category?: string;
                /** @description Topic slugs, comma-separated (at most 50). A product matches when it has any of them; the filters combine with AND. */
                topic_categories?: string;
                /** @description Spec §7's name: the same as topic_categories (one slug, or several comma-separated); both may be given and combine. */
                topic_category?: string;
                /** @description Case-insensitive search: any part of the title, sku or meta description, and whole words or word beginnings of the description. When no product matches, each word is corrected to the closest word of the product titles (typos are forgiven). Cut at 200 characters. */
                search?: string;
                /** @description Lowest price in dollars, inclusive (e.g. 4.50). */
                min_price?: string;
                /** @description Highest price in dollars, inclusive. */
                max_price?: string;
                /** @description Only `true` (the default) is accepted. Inactive products are drafts or retired ones the maker has not published, so the public API refuses `false` with 400; the studio lists them to signed-in staff. */
                is_active?: "true";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The three facets. */
            200: {
                headers: {
                    /** @description public, max-age=60 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "productTypes": [
                     *           {
                     *             "id": 1,
                     *             "name": "Stickers",
                     *             "slug": "stickers",
                     *             "count": 12
                     *           }
                     *         ],
                     *         "subCategories": [
                     *           {
                     *             "id": 1,
                     *             "name": "Sticker Sheets",
                     *             "slug": "sticker-sheets",
                     *             "count": 5
                     *           }
                     *         ],
                     *         "topicCategories": [
                     *           {
                     *             "id": 3,
                     *             "name": "Cats",
                     *             "slug": "cats",
                     *             "count": 4,
                     *             "emoji": "🐈"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FilterOptions"];
                };
            };
            /** @description A parameter is malformed or out of range; `details` names each one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Invalid request",
                     *         "details": {
                     *           "pageSize": "Must be a whole number from 1 to 100"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchProducts: {
        parameters: {
            query: {
                /**
                 * @description The search term; must not be blank. Cut at 200 characters.
                 * @example sticker
                 */
                q: string;
                /** @description How many products, 1 to 50. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best matches. */
            200: {
                headers: {
                    /** @description public, max-age=60 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "kind": "physical",
                     *           "title": "Sleepy Cats Sticker Sheet",
                     *           "slug": "sleepy-cats-sticker-sheet",
                     *           "sku": "STK-002",
                     *           "price": 4.5,
                     *           "description": "Ten cats doing what cats do best…\n\n- 10 stickers on an A6 sheet\n",
                     *           "images": [
                     *             {
                     *               "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *               "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *               "alternativeText": "Sleepy Cats Sticker Sheet",
                     *               "width": 1000,
                     *               "height": 750,
                     *               "formats": {
                     *                 "thumbnail": {
                     *                   "url": "/uploads/products/stickers-cat-245-0a1b2c3d4e5f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-245-1a2b3c4d5e6f.avif",
                     *                   "width": 245,
                     *                   "height": 184
                     *                 },
                     *                 "small": {
                     *                   "url": "/uploads/products/stickers-cat-500-2a3b4c5d6e7f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-500-3a4b5c6d7e8f.avif",
                     *                   "width": 500,
                     *                   "height": 375
                     *                 },
                     *                 "medium": {
                     *                   "url": "/uploads/products/stickers-cat-750-4a5b6c7d8e9f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-750-5a6b7c8d9e0f.avif",
                     *                   "width": 750,
                     *                   "height": 563
                     *                 },
                     *                 "large": {
                     *                   "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *                   "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *                   "width": 1000,
                     *                   "height": 750
                     *                 }
                     *               }
                     *             }
                     *           ],
                     *           "is_active": true,
                     *           "stock": 35,
                     *           "is_available": true,
                     *           "product_type": {
                     *             "name": "Stickers",
                     *             "slug": "stickers",
                     *             "code": "STK",
                     *             "includedText": "Ships flat in a recycled glassine sleeve with a card stiffener."
                     *           },
                     *           "sub_categories": [
                     *             {
                     *               "name": "Sticker Sheets",
                     *               "slug": "sticker-sheets",
                     *               "includedText": "One A6 sheet."
                     *             }
                     *           ],
                     *           "topic_categories": [
                     *             {
                     *               "name": "Cats",
                     *               "slug": "cats",
                     *               "emoji": "🐈"
                     *             }
                     *           ],
                     *           "meta_title": "Sleepy Cats Sticker Sheet",
                     *           "meta_description": "Ten cats doing what cats do best: napping in sunbeams, loaves on windowsills…",
                     *           "flags": {},
                     *           "isPopular": true,
                     *           "included_text": "One A6 sheet.",
                     *           "inherited_content_description": "Designed and painted by hand at Washi Paper Studio…",
                     *           "inherited_content_specs": "Matte vinyl or washi paper, printed in small batches.",
                     *           "inherited_content_instructions": "Apply to clean, dry surfaces. Peel slowly from one corner.",
                     *           "personalisation": null,
                     *           "created_at": "2026-10-20T09:00:00.000Z",
                     *           "updated_at": "2026-10-20T09:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Products"];
                };
            };
            /** @description A parameter is malformed or out of range; `details` names each one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Invalid request",
                     *         "details": {
                     *           "pageSize": "Must be a whole number from 1 to 100"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFeaturedProducts: {
        parameters: {
            query?: {
                /** @description How many products, 1 to 50. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Featured products. */
            200: {
                headers: {
                    /** @description public, max-age=60 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 2,
                     *           "kind": "physical",
                     *           "title": "Sleepy Cats Sticker Sheet",
                     *           "slug": "sleepy-cats-sticker-sheet",
                     *           "sku": "STK-002",
                     *           "price": 4.5,
                     *           "description": "Ten cats doing what cats do best…\n\n- 10 stickers on an A6 sheet\n",
                     *           "images": [
                     *             {
                     *               "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *               "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *               "alternativeText": "Sleepy Cats Sticker Sheet",
                     *               "width": 1000,
                     *               "height": 750,
                     *               "formats": {
                     *                 "thumbnail": {
                     *                   "url": "/uploads/products/stickers-cat-245-0a1b2c3d4e5f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-245-1a2b3c4d5e6f.avif",
                     *                   "width": 245,
                     *                   "height": 184
                     *                 },
                     *                 "small": {
                     *                   "url": "/uploads/products/stickers-cat-500-2a3b4c5d6e7f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-500-3a4b5c6d7e8f.avif",
                     *                   "width": 500,
                     *                   "height": 375
                     *                 },
                     *                 "medium": {
                     *                   "url": "/uploads/products/stickers-cat-750-4a5b6c7d8e9f.webp",
                     *                   "avif": "/uploads/products/stickers-cat-750-5a6b7c8d9e0f.avif",
                     *                   "width": 750,
                     *                   "height": 563
                     *                 },
                     *                 "large": {
                     *                   "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *                   "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *                   "width": 1000,
                     *                   "height": 750
                     *                 }
                     *               }
                     *             }
                     *           ],
                     *           "is_active": true,
                     *           "stock": 35,
                     *           "is_available": true,
                     *           "product_type": {
                     *             "name": "Stickers",
                     *             "slug": "stickers",
                     *             "code": "STK",
                     *             "includedText": "Ships flat in a recycled glassine sleeve with a card stiffener."
                     *           },
                     *           "sub_categories": [
                     *             {
                     *               "name": "Sticker Sheets",
                     *               "slug": "sticker-sheets",
                     *               "includedText": "One A6 sheet."
                     *             }
                     *           ],
                     *           "topic_categories": [
                     *             {
                     *               "name": "Cats",
                     *               "slug": "cats",
                     *               "emoji": "🐈"
                     *             }
                     *           ],
                     *           "meta_title": "Sleepy Cats Sticker Sheet",
                     *           "meta_description": "Ten cats doing what cats do best: napping in sunbeams, loaves on windowsills…",
                     *           "flags": {},
                     *           "isPopular": true,
                     *           "included_text": "One A6 sheet.",
                     *           "inherited_content_description": "Designed and painted by hand at Washi Paper Studio…",
                     *           "inherited_content_specs": "Matte vinyl or washi paper, printed in small batches.",
                     *           "inherited_content_instructions": "Apply to clean, dry surfaces. Peel slowly from one corner.",
                     *           "personalisation": null,
                     *           "created_at": "2026-10-20T09:00:00.000Z",
                     *           "updated_at": "2026-10-20T09:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Products"];
                };
            };
            /** @description A parameter is malformed or out of range; `details` names each one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Invalid request",
                     *         "details": {
                     *           "pageSize": "Must be a whole number from 1 to 100"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id, slug or code.
                 * @example MC-USA-MONTHLY
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    /** @description public, max-age=60 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 2,
                     *         "kind": "physical",
                     *         "title": "Sleepy Cats Sticker Sheet",
                     *         "slug": "sleepy-cats-sticker-sheet",
                     *         "sku": "STK-002",
                     *         "price": 4.5,
                     *         "description": "Ten cats doing what cats do best…\n\n- 10 stickers on an A6 sheet\n",
                     *         "images": [
                     *           {
                     *             "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *             "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *             "alternativeText": "Sleepy Cats Sticker Sheet",
                     *             "width": 1000,
                     *             "height": 750,
                     *             "formats": {
                     *               "thumbnail": {
                     *                 "url": "/uploads/products/stickers-cat-245-0a1b2c3d4e5f.webp",
                     *                 "avif": "/uploads/products/stickers-cat-245-1a2b3c4d5e6f.avif",
                     *                 "width": 245,
                     *                 "height": 184
                     *               },
                     *               "small": {
                     *                 "url": "/uploads/products/stickers-cat-500-2a3b4c5d6e7f.webp",
                     *                 "avif": "/uploads/products/stickers-cat-500-3a4b5c6d7e8f.avif",
                     *                 "width": 500,
                     *                 "height": 375
                     *               },
                     *               "medium": {
                     *                 "url": "/uploads/products/stickers-cat-750-4a5b6c7d8e9f.webp",
                     *                 "avif": "/uploads/products/stickers-cat-750-5a6b7c8d9e0f.avif",
                     *                 "width": 750,
                     *                 "height": 563
                     *               },
                     *               "large": {
                     *                 "url": "/uploads/products/stickers-cat-1000-3f2a9c1b7d4e.webp",
                     *                 "avif": "/uploads/products/stickers-cat-1000-8b1c2d3e4f5a.avif",
                     *                 "width": 1000,
                     *                 "height": 750
                     *               }
                     *             }
                     *           }
                     *         ],
                     *         "is_active": true,
                     *         "stock": 35,
                     *         "is_available": true,
                     *         "product_type": {
                     *           "name": "Stickers",
                     *           "slug": "stickers",
                     *           "code": "STK",
                     *           "includedText": "Ships flat in a recycled glassine sleeve with a card stiffener."
                     *         },
                     *         "sub_categories": [
                     *           {
                     *             "name": "Sticker Sheets",
                     *             "slug": "sticker-sheets",
                     *             "includedText": "One A6 sheet."
                     *           }
                     *         ],
                     *         "topic_categories": [
                     *           {
                     *             "name": "Cats",
                     *             "slug": "cats",
                     *             "emoji": "🐈"
                     *           }
                     *         ],
                     *         "meta_title": "Sleepy Cats Sticker Sheet",
                     *         "meta_description": "Ten cats doing what cats do best: napping in sunbeams, loaves on windowsills…",
                     *         "flags": {},
                     *         "isPopular": true,
                     *         "included_text": "One A6 sheet.",
                     *         "inherited_content_description": "Designed and painted by hand at Washi Paper Studio…",
                     *         "inherited_content_specs": "Matte vinyl or washi paper, printed in small batches.",
                     *         "inherited_content_instructions": "Apply to clean, dry surfaces. Peel slowly from one corner.",
                     *         "personalisation": null,
                     *         "created_at": "2026-10-20T09:00:00.000Z",
                     *         "updated_at": "2026-10-20T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            /** @description No active product has this id, slug or code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Product not found: no-such-thing"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAddressCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "countries": [
                     *         {
                     *           "code": "US",
                     *           "name": "United States",
                     *           "shipsOrders": true,
                     *           "mailClub": true
                     *         },
                     *         {
                     *           "code": "AF",
                     *           "name": "Afghanistan",
                     *           "shipsOrders": true,
                     *           "mailClub": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AddressCountries"];
                };
            };
        };
    };
    getAddressFormat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ISO 3166-1 alpha-2, any case.
                 * @example JP
                 */
                country: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The format. */
            200: {
                headers: {
                    /** @description public, max-age=86400 */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "format": {
                     *         "country": "DE",
                     *         "countryName": "Germany",
                     *         "fields": [
                     *           {
                     *             "part": "addressLine1",
                     *             "label": "Street address",
                     *             "required": true
                     *           },
                     *           {
                     *             "part": "addressLine2",
                     *             "label": "Apartment, suite, etc.",
                     *             "required": false
                     *           },
                     *           {
                     *             "part": "postalCode",
                     *             "label": "Postal code",
                     *             "required": true
                     *           },
                     *           {
                     *             "part": "city",
                     *             "label": "City",
                     *             "required": true
                     *           }
                     *         ],
                     *         "postalCode": {
                     *           "pattern": "\\d{5}",
                     *           "examples": [
                     *             "26133",
                     *             "53225"
                     *           ]
                     *         },
                     *         "regions": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AddressFormatResponse"];
                };
            };
            /** @description No country has this code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No country has the code XX"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShippingOptions: {
        parameters: {
            query: {
                /**
                 * @description ISO 3166-1 alpha-2, any case.
                 * @example US
                 */
                country: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    /** @description private, no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "shipping": {
                     *         "country": "US",
                     *         "quotes": {
                     *           "needsPostage": true,
                     *           "priced": true,
                     *           "country": "US",
                     *           "zone": {
                     *             "id": 1,
                     *             "name": "USA"
                     *           },
                     *           "options": [
                     *             {
                     *               "methodId": 1,
                     *               "name": "Letter mail, untracked",
                     *               "description": "3–7 days, no tracking",
                     *               "price": 1.5,
                     *               "priceCents": 150,
                     *               "freeShipping": false
                     *             },
                     *             {
                     *               "methodId": 2,
                     *               "name": "Tracked parcel",
                     *               "description": "Tracked to the door: 2–4 days",
                     *               "price": 5.5,
                     *               "priceCents": 550,
                     *               "freeShipping": false
                     *             }
                     *           ]
                     *         },
                     *         "cannotPost": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShippingOptionsResponse"];
                };
            };
            /** @description No country, or a code no country has. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please give a country: ?country=DE",
                     *         "details": {
                     *           "country": "Please give a country: ?country=DE"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simpleRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "password": "Quiet-Paper-Lantern-7",
                 *       "name": "Ana López",
                 *       "phone": "555-0101"
                 *     }
                 */
                "application/json": components["schemas"]["SimpleRegisterRequest"];
            };
        };
        responses: {
            /** @description Created and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "user": {
                     *         "id": 42,
                     *         "email": "ana@example.com",
                     *         "customerName": "Ana López",
                     *         "phone": "555-0101"
                     *       },
                     *       "token": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                     *       "authVersion": "2",
                     *       "message": "Account created!"
                     *     }
                     */
                    "application/json": components["schemas"]["SimpleAuthResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Password must be at least 8 characters",
                     *         "details": {
                     *           "password": "Password must be at least 8 characters"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account already uses this email. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "An account with this email already exists."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts from this address or for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many sign-in attempts. Please wait 15 minutes and try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simpleLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "password": "Quiet-Paper-Lantern-7"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "user": {
                     *         "id": 42,
                     *         "email": "ana@example.com",
                     *         "customerName": "Ana López",
                     *         "phone": "555-0101"
                     *       },
                     *       "token": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                     *       "authVersion": "2",
                     *       "message": "Welcome back!"
                     *     }
                     */
                    "application/json": components["schemas"]["SimpleAuthResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please enter your password",
                     *         "details": {
                     *           "password": "Please enter your password"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Invalid email or password"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts from this address or for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many sign-in attempts. Please wait 15 minutes and try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simpleLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when the token was already invalid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Signed out"
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
        };
    };
    simpleMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "user": {
                     *         "id": 42,
                     *         "email": "ana@example.com",
                     *         "customerName": "Ana López",
                     *         "phone": "555-0101"
                     *       },
                     *       "authVersion": "2"
                     *     }
                     */
                    "application/json": components["schemas"]["SimpleMeResponse"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "password": "Quiet-Paper-Lantern-7",
                 *       "firstName": "Ana",
                 *       "lastName": "López",
                 *       "phone": "555-0101"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Created and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "accessToken": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                     *       "refreshToken": "Zr8uQ1pL0cV7xN3mK5yT9wB2eH6aS4dJ1fG0hR8tY2i",
                     *       "accessTokenExpiresAt": "2026-11-21T09:15:00.000Z",
                     *       "refreshTokenExpiresAt": "2026-12-21T09:00:00.000Z",
                     *       "customer": {
                     *         "id": 42,
                     *         "documentId": "42",
                     *         "email": "ana@example.com",
                     *         "firstName": "Ana",
                     *         "lastName": "López",
                     *         "phone": "555-0101",
                     *         "customerNumber": "C-10042",
                     *         "emailVerified": false,
                     *         "emailPreferences": {
                     *           "marketing": false,
                     *           "orderUpdates": true,
                     *           "newsletter": false
                     *         },
                     *         "addresses": [],
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "updatedAt": "2026-11-21T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPairResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "First name is required",
                     *         "details": {
                     *           "firstName": "First name is required"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account already uses this email. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "An account with this email already exists."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts from this address or for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many sign-in attempts. Please wait 15 minutes and try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com",
                 *       "password": "Quiet-Paper-Lantern-7"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "accessToken": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                     *       "refreshToken": "Zr8uQ1pL0cV7xN3mK5yT9wB2eH6aS4dJ1fG0hR8tY2i",
                     *       "accessTokenExpiresAt": "2026-11-21T09:15:00.000Z",
                     *       "refreshTokenExpiresAt": "2026-12-21T09:00:00.000Z",
                     *       "customer": {
                     *         "id": 42,
                     *         "documentId": "42",
                     *         "email": "ana@example.com",
                     *         "firstName": "Ana",
                     *         "lastName": "López",
                     *         "phone": "555-0101",
                     *         "customerNumber": "C-10042",
                     *         "emailVerified": false,
                     *         "emailPreferences": {
                     *           "marketing": false,
                     *           "orderUpdates": true,
                     *           "newsletter": false
                     *         },
                     *         "addresses": [],
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "updatedAt": "2026-11-21T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPairResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please enter your email address",
                     *         "details": {
                     *           "email": "Please enter your email address"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Wrong email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Invalid email or password"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts from this address or for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many sign-in attempts. Please wait 15 minutes and try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when the token was already invalid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Signed out"
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "customer": {
                     *         "id": 42,
                     *         "documentId": "42",
                     *         "email": "ana@example.com",
                     *         "firstName": "Ana",
                     *         "lastName": "López",
                     *         "phone": "555-0101",
                     *         "customerNumber": "C-10042",
                     *         "emailVerified": false,
                     *         "emailPreferences": {
                     *           "marketing": false,
                     *           "orderUpdates": true,
                     *           "newsletter": false
                     *         },
                     *         "addresses": [],
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "updatedAt": "2026-11-21T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refreshToken": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "accessToken": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                     *       "refreshToken": "Zr8uQ1pL0cV7xN3mK5yT9wB2eH6aS4dJ1fG0hR8tY2i",
                     *       "accessTokenExpiresAt": "2026-11-21T09:15:00.000Z",
                     *       "refreshTokenExpiresAt": "2026-12-21T09:00:00.000Z",
                     *       "customer": {
                     *         "id": 42,
                     *         "documentId": "42",
                     *         "email": "ana@example.com",
                     *         "firstName": "Ana",
                     *         "lastName": "López",
                     *         "phone": "555-0101",
                     *         "customerNumber": "C-10042",
                     *         "emailVerified": false,
                     *         "emailPreferences": {
                     *           "marketing": false,
                     *           "orderUpdates": true,
                     *           "newsletter": false
                     *         },
                     *         "addresses": [],
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "updatedAt": "2026-11-21T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPairResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Session expired",
                     *         "details": {
                     *           "refreshToken": "Session expired"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown, spent, expired or revoked refresh token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "If an account exists for that email address, we have sent a link to reset its password."
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please enter a valid email address",
                     *         "details": {
                     *           "email": "Please enter a valid email address"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                 *       "newPassword": "Brand-New-Inkwell-42"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Your password has been reset. Please sign in."
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "This reset link is invalid or has expired. Please request a new password reset.",
                     *         "details": {
                     *           "token": "This reset link is invalid or has expired. Please request a new password reset."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "Quiet-Paper-Lantern-7",
                 *       "newPassword": "Brand-New-Inkwell-42"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Your password has been changed."
                     *     }
                     */
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Password must be at least 8 characters",
                     *         "details": {
                     *           "newPassword": "Password must be at least 8 characters"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the current password is wrong. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Invalid current password"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer's id (or documentId, the same value).
                 * @example 42
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Ana",
                 *       "phone": "555-0101"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerUpdate"];
            };
        };
        responses: {
            /** @description The changed customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "customer": {
                     *         "id": 42,
                     *         "documentId": "42",
                     *         "email": "ana@example.com",
                     *         "firstName": "Ana",
                     *         "lastName": "López",
                     *         "phone": "555-0101",
                     *         "customerNumber": "C-10042",
                     *         "emailVerified": false,
                     *         "emailPreferences": {
                     *           "marketing": false,
                     *           "orderUpdates": true,
                     *           "newsletter": false
                     *         },
                     *         "addresses": [],
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "updatedAt": "2026-11-21T09:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            /** @description Refused data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Invalid profile data",
                     *         "details": {
                     *           "firstName": "First name is required"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another customer's record. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "forbidden",
                     *         "message": "You can only change your own account"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "preferences": {
                     *         "marketing": false,
                     *         "orderUpdates": true,
                     *         "newsletter": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EmailPreferencesResponse"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "marketing": true,
                 *       "orderUpdates": true,
                 *       "newsletter": false
                 *     }
                 */
                "application/json": components["schemas"]["EmailPreferences"];
            };
        };
        responses: {
            /** @description The saved preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "preferences": {
                     *         "marketing": true,
                     *         "orderUpdates": true,
                     *         "newsletter": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EmailPreferencesResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Invalid input: expected boolean, received string",
                     *         "details": {
                     *           "marketing": "Invalid input: expected boolean, received string"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCustomerDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "phone": "555-0101",
                     *         "shipping_address": {
                     *           "firstName": "Ana",
                     *           "lastName": "López",
                     *           "addressLine1": "12 Lantern Street",
                     *           "city": "Portland",
                     *           "stateProvince": "OR",
                     *           "postalCode": "97201",
                     *           "country": "US"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerDetailsResponse"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCustomerDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "555-0101",
                 *       "shipping_address": {
                 *         "firstName": "Ana",
                 *         "lastName": "López",
                 *         "addressLine1": "12 Lantern Street",
                 *         "city": "Portland",
                 *         "stateProvince": "OR",
                 *         "postalCode": "97201",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerDetailsUpdate"];
            };
        };
        responses: {
            /** @description The saved details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "phone": "555-0101",
                     *         "shipping_address": {
                     *           "firstName": "Ana",
                     *           "lastName": "López",
                     *           "addressLine1": "12 Lantern Street",
                     *           "city": "Portland",
                     *           "stateProvince": "OR",
                     *           "postalCode": "97201",
                     *           "country": "US"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerDetailsResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "City is required",
                     *         "details": {
                     *           "shipping_address.city": "City is required"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "orders": [
                     *         {
                     *           "id": 7,
                     *           "orderNumber": "W-20261121-4821",
                     *           "createdAt": "2026-11-21T09:00:00.000Z",
                     *           "status": "shipped",
                     *           "total": 13.5,
                     *           "trackingNumber": "9400111899223344556677",
                     *           "trackingCarrier": "USPS",
                     *           "items": [
                     *             {
                     *               "title": "Sleepy Cats Sticker Sheet",
                     *               "quantity": 3,
                     *               "price": 4.5,
                     *               "personalisation": []
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerOrders"];
                };
            };
            /** @description No bearer token, or one that has expired (spec §8's words). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Please sign in to view your orders."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomerDownloads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest purchase first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "downloads": [
                     *         {
                     *           "orderNumber": "W-20261121-4821",
                     *           "productTitle": "Weekly Meal Planner Printable",
                     *           "fileName": "weekly-meal-planner-printable.pdf",
                     *           "sizeBytes": 4301,
                     *           "downloadsLeft": 4,
                     *           "url": "https://washi.example/downloads/12/3?expires=1795000000&signature=Qm9va3MgYW5kIHBhcGVy",
                     *           "expiresAt": "2026-11-22T09:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerDownloads"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown, expired or revoked ('Session expired'). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart, priced from the database. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    clearCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The empty cart. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": 41,
                 *       "personalisation": {
                 *         "text": "Happy 30th, Mina!",
                 *         "choice": "Sage"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CartItemRequest"];
            };
        };
        responses: {
            /** @description Added; the cart as it is now. */
            201: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    /** @description Only when this add made a guest's cart: the token that names it. */
                    "X-Cart-Token"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description A bad quantity, a download without the acknowledgment, or personalisation the product refuses (`details` by field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please enter the banner text.",
                     *         "details": {
                     *           "personalisation.text": "Please enter the banner text."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such product, or it is no longer sold. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "This product is no longer available."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough stock, or a Mail Club plan with other items (`details.title` 'Invalid Cart Combination'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Only 3 left in stock, and 2 already in your cart."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeFromCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The line's `lineId`. */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart as it is now. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such line in this cart. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "This item is no longer in your cart."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The line's `lineId`. */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["CartQuantityRequest"];
            };
        };
        responses: {
            /** @description The cart as it is now. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description Not a whole number. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Quantity must be a whole number of at least 1."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such line in this cart. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "This item is no longer in your cart."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than the stock. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Only 3 left in stock."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applyCartDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "welcome10"
                 *     }
                 */
                "application/json": components["schemas"]["CartDiscountRequest"];
            };
        };
        responses: {
            /** @description Applied; the cart with its money off. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description No code, an unknown one, or one that does not apply to this cart (`details.discountCode` says why: a minimum not reached, ended, used up, for other goods). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "This code needs a subtotal of $20.00: add $6.50 more.",
                     *         "details": {
                     *           "discountCode": "This code needs a subtotal of $20.00: add $6.50 more."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 10 codes tried in a minute: every code gets this message until the minute is over. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many codes tried. Please wait a minute before trying another.",
                     *         "details": {
                     *           "discountCode": "Too many codes tried. Please wait a minute before trying another."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeCartDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart without its code. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "cart": {
                     *         "items": [
                     *           {
                     *             "lineId": 31,
                     *             "productId": 2,
                     *             "slug": "sleepy-cats-sticker-sheet",
                     *             "sku": "STK-002",
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "kind": "physical",
                     *             "productType": {
                     *               "slug": "stickers",
                     *               "name": "Stickers"
                     *             },
                     *             "image": {
                     *               "url": "/media/products/2/small.webp",
                     *               "alternativeText": "Sticker sheet of sleeping cats"
                     *             },
                     *             "personalisation": [],
                     *             "quantity": 3,
                     *             "maxQuantity": 40,
                     *             "price": 4.5,
                     *             "lineTotal": 13.5,
                     *             "problem": null
                     *           }
                     *         ],
                     *         "itemCount": 3,
                     *         "subtotal": 13.5,
                     *         "discountCode": "WELCOME10",
                     *         "discountCodeProblem": null,
                     *         "discounts": [
                     *           {
                     *             "name": "Welcome: 10% off",
                     *             "amount": 1.35
                     *           }
                     *         ],
                     *         "discount": 1.35,
                     *         "freePostage": null,
                     *         "clubOffer": null,
                     *         "total": 12.15,
                     *         "hasSubscription": false,
                     *         "hasInvalidCombination": false
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCartTax: {
        parameters: {
            query: {
                /**
                 * @description ISO 3166-1 alpha-2, any case.
                 * @example US
                 */
                country: string;
                /**
                 * @description The US state's code.
                 * @example NY
                 */
                region?: string;
                /**
                 * @description The ZIP code.
                 * @example 10001
                 */
                postalCode?: string;
                /**
                 * @description The chosen method's methodId (GET /api/shipping-options), else the cheapest; `mail-club` for a parcel riding in the member's envelope.
                 * @example 2
                 */
                shippingMethodId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax. */
            200: {
                headers: {
                    /** @description private, no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tax": {
                     *         "tax": 1.64,
                     *         "taxCents": 164,
                     *         "shippingTax": 0.49,
                     *         "shippingTaxCents": 49,
                     *         "lines": [
                     *           {
                     *             "lineId": 31,
                     *             "tax": 1.15,
                     *             "taxCents": 115
                     *           }
                     *         ],
                     *         "inclusive": false,
                     *         "region": "New York City",
                     *         "rate": 8.875
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CartTaxResponse"];
                };
            };
            /** @description No country, or an unknown one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please give a country: ?country=US&region=NY&postalCode=10001",
                     *         "details": {
                     *           "country": "Please give a country: ?country=US&region=NY&postalCode=10001"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "productId": 2,
                 *           "quantity": 3,
                 *           "price": 4.5,
                 *           "title": "Sleepy Cats Sticker Sheet"
                 *         },
                 *         {
                 *           "productId": 57,
                 *           "quantity": 1,
                 *           "price": 6,
                 *           "title": "Undated Planner (PDF)",
                 *           "metadata": {
                 *             "digital_acknowledgment": true
                 *           }
                 *         }
                 *       ],
                 *       "shippingAddress": {
                 *         "firstName": "Ana",
                 *         "lastName": "López",
                 *         "address1": "12 Lantern Street",
                 *         "city": "Portland",
                 *         "state": "OR",
                 *         "zipCode": "97201",
                 *         "country": "US"
                 *       },
                 *       "shippingMethod": "express",
                 *       "customerEmail": "ana@example.com",
                 *       "customerName": "Ana López",
                 *       "isGuest": true,
                 *       "createAccount": false,
                 *       "discountCode": "welcome10"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutOrderRequest"];
            };
        };
        responses: {
            /** @description Placed; pay it with POST /api/payments/create-paypal-order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "order": {
                     *         "id": 7,
                     *         "orderNumber": "W-2611-482193",
                     *         "status": "pending_payment",
                     *         "items": [
                     *           {
                     *             "productId": 2,
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "quantity": 3,
                     *             "price": 4.5,
                     *             "discount": 1.35,
                     *             "tax": 0,
                     *             "taxRate": 0,
                     *             "personalisation": []
                     *           },
                     *           {
                     *             "productId": 41,
                     *             "title": "Custom Painted Banner",
                     *             "quantity": 1,
                     *             "price": 48,
                     *             "discount": 4.8,
                     *             "tax": 0,
                     *             "taxRate": 0,
                     *             "personalisation": [
                     *               {
                     *                 "label": "Banner text",
                     *                 "value": "Happy 30th, Mina! 🎉"
                     *               },
                     *               {
                     *                 "label": "Colour",
                     *                 "value": "Sage"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "shippingAddress": {
                     *           "firstName": "Ana",
                     *           "lastName": "López",
                     *           "street": "12 Lantern Street",
                     *           "street2": null,
                     *           "city": "Portland",
                     *           "state": "OR",
                     *           "zip": "97201",
                     *           "country": "US"
                     *         },
                     *         "shippingMethod": "Tracked parcel",
                     *         "customerEmail": "ana@example.com",
                     *         "customerName": "Ana López",
                     *         "subtotal": 61.5,
                     *         "discount": 6.15,
                     *         "tax": 0,
                     *         "shippingTax": 0,
                     *         "taxIncluded": false,
                     *         "taxDetails": null,
                     *         "shipping": 0,
                     *         "shippingDiscount": 0,
                     *         "total": 55.35,
                     *         "paidByBalances": [],
                     *         "amountDue": 55.35,
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "paidAt": null,
                     *         "trackingNumber": null,
                     *         "trackingCarrier": null
                     *       },
                     *       "accessKey": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o",
                     *       "accountCreated": false
                     *     }
                     */
                    "application/json": components["schemas"]["CreatedOrder"];
                };
            };
            /** @description A field is refused (`details` by dotted path; a discount code that does not apply under `discountCode`, with the reason), the cart is empty, or it mixes a subscription with other items. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please fix the validation errors above",
                     *         "details": {
                     *           "shippingAddress.city": "City is required"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sold out meanwhile, no longer available, more than the visitor's share of a limited product, or (createAccount) the e-mail already has an account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Sorry, \"Sleepy Cats Sticker Sheet\" is sold out. Please remove it from your cart."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many unpaid orders from this account, cart or address, too many accounts created from this address (createAccount), or more than 10 discount codes tried in a minute. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many accounts were created from your network. Please try again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                /** @description The order's access key (from POST /api/orders/create), for a guest. */
                key?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "order": {
                     *         "id": 7,
                     *         "orderNumber": "W-2611-482193",
                     *         "status": "pending_payment",
                     *         "items": [
                     *           {
                     *             "productId": 2,
                     *             "title": "Sleepy Cats Sticker Sheet",
                     *             "quantity": 3,
                     *             "price": 4.5,
                     *             "discount": 1.35,
                     *             "tax": 0,
                     *             "taxRate": 0,
                     *             "personalisation": []
                     *           },
                     *           {
                     *             "productId": 41,
                     *             "title": "Custom Painted Banner",
                     *             "quantity": 1,
                     *             "price": 48,
                     *             "discount": 4.8,
                     *             "tax": 0,
                     *             "taxRate": 0,
                     *             "personalisation": [
                     *               {
                     *                 "label": "Banner text",
                     *                 "value": "Happy 30th, Mina! 🎉"
                     *               },
                     *               {
                     *                 "label": "Colour",
                     *                 "value": "Sage"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "shippingAddress": {
                     *           "firstName": "Ana",
                     *           "lastName": "López",
                     *           "street": "12 Lantern Street",
                     *           "street2": null,
                     *           "city": "Portland",
                     *           "state": "OR",
                     *           "zip": "97201",
                     *           "country": "US"
                     *         },
                     *         "shippingMethod": "Tracked parcel",
                     *         "customerEmail": "ana@example.com",
                     *         "customerName": "Ana López",
                     *         "subtotal": 61.5,
                     *         "discount": 6.15,
                     *         "tax": 0,
                     *         "shippingTax": 0,
                     *         "taxIncluded": false,
                     *         "taxDetails": null,
                     *         "shipping": 0,
                     *         "shippingDiscount": 0,
                     *         "total": 55.35,
                     *         "paidByBalances": [],
                     *         "amountDue": 55.35,
                     *         "createdAt": "2026-11-21T09:00:00.000Z",
                     *         "paidAt": null,
                     *         "trackingNumber": null,
                     *         "trackingCarrier": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Neither a bearer token nor a key, or a bearer token that has expired (spec §8's words). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Please sign in to view your order details."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order, or not yours: another customer's order and a wrong key answer the same. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Order not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PayPal's mode and public client id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "provider": "paypal",
                     *       "mode": "sandbox",
                     *       "clientId": "AeA1QIZXiflr1_-r0U2UbWTziOWX1GRQer5vjAQqXsHQS",
                     *       "currency": "USD"
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentConfig"];
                };
            };
        };
    };
    createPayPalOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The token of the guest cart the order was made from (the cart API answered it): enough for a guest to pay that order without its key. */
                "X-Cart-Token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": 7,
                 *       "key": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePayPalOrderRequest"];
            };
        };
        responses: {
            /** @description Send the buyer to approvalUrl. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "paypalOrderId": "5O190127TN364715T",
                     *       "approvalUrl": "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T"
                     *     }
                     */
                    "application/json": components["schemas"]["PayPalOrderStarted"];
                };
            };
            /** @description The body is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "orderId must be an order id"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such order, or no proof that it is the caller's: another customer's or guest's order, a wrong key and a cart that did not make it answer the same. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Order not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The order is paid already, or was cancelled (its hold ran out, or the buyer checked out again). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "This order is already paid."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to create PayPal order"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    capturePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": 7,
                 *       "paypalOrderId": "5O190127TN364715T"
                 *     }
                 */
                "application/json": components["schemas"]["CaptureRequest"];
            };
        };
        responses: {
            /** @description Paid (or waiting for PayPal's review). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "orderId": 7,
                     *       "status": "paid"
                     *     }
                     */
                    "application/json": components["schemas"]["CaptureResult"];
                };
            };
            /** @description The body is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "paypalOrderId is required"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No order with this PayPal order. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Order not found"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Declined (with details.approveUrl), not approved, or the order was cancelled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Payment failed: PayPal declined this payment method. Please choose another way to pay.",
                     *         "details": {
                     *           "reason": "INSTRUMENT_DECLINED",
                     *           "approveUrl": "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer; nothing was charged twice, try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to process payment"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    receivePayPalWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Taken in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "received": true,
                     *       "outcome": "applied"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /** @description The signature does not verify. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Webhook signature could not be verified"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    placeGiftCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": 40,
                 *       "amount": "25.00",
                 *       "recipientName": "Rosa Romero",
                 *       "recipientEmail": "rosa@example.com",
                 *       "message": "Happy birthday, Rosa!",
                 *       "sendOn": "2026-12-24",
                 *       "senderName": "Gwen Park",
                 *       "buyerEmail": "gwen@example.com",
                 *       "country": "US"
                 *     }
                 */
                "application/json": components["schemas"]["GiftCardOrderRequest"];
            };
        };
        responses: {
            /** @description Placed, waiting for the buyer's approval at PayPal. */
            201: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "order": {
                     *         "id": 31,
                     *         "orderNumber": "W-2611-482913",
                     *         "status": "pending_payment",
                     *         "items": [
                     *           {
                     *             "productId": 40,
                     *             "title": "Washi Gift Card ($25.00)",
                     *             "quantity": 1,
                     *             "price": 25,
                     *             "discount": 0,
                     *             "tax": 0,
                     *             "taxRate": 0,
                     *             "personalisation": [
                     *               {
                     *                 "label": "To",
                     *                 "value": "Rosa Romero"
                     *               },
                     *               {
                     *                 "label": "From",
                     *                 "value": "Gwen Park"
                     *               },
                     *               {
                     *                 "label": "E-mailed on",
                     *                 "value": "2026-12-24"
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "shippingAddress": {
                     *           "firstName": "Gwen Park",
                     *           "lastName": "",
                     *           "street": "",
                     *           "street2": null,
                     *           "city": "",
                     *           "state": "",
                     *           "zip": "",
                     *           "country": "US"
                     *         },
                     *         "shippingMethod": "By e-mail",
                     *         "customerEmail": "gwen@example.com",
                     *         "customerName": "Gwen Park",
                     *         "subtotal": 25,
                     *         "discount": 0,
                     *         "tax": 0,
                     *         "shippingTax": 0,
                     *         "taxIncluded": false,
                     *         "taxDetails": null,
                     *         "shipping": 0,
                     *         "shippingDiscount": 0,
                     *         "total": 25,
                     *         "paidByBalances": [],
                     *         "amountDue": 25,
                     *         "createdAt": "2026-11-28T15:00:00.000Z",
                     *         "paidAt": null,
                     *         "trackingNumber": null,
                     *         "trackingCarrier": null
                     *       },
                     *       "approvalUrl": "https://www.sandbox.paypal.com/checkoutnow?token=7K2032658W8453117",
                     *       "accessKey": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                     *     }
                     */
                    "application/json": components["schemas"]["PlacedGiftCard"];
                };
            };
            /** @description A field is refused (`details` by field), the amount is not offered, or the day is out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please check the card's details.",
                     *         "details": {
                     *           "sendOn": "Choose a day from today to a year ahead."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many unpaid orders from this account or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many orders from here are waiting for payment. Please pay for one of them, or wait until they expire, before placing another."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer; the order is placed (`orderId`, `accessKey` beside the error): start its payment again with POST /api/payments/create-paypal-order. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to create PayPal order"
                     *       },
                     *       "orderId": 31,
                     *       "accessKey": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                     *     }
                     */
                    "application/json": components["schemas"]["GiftPaymentUnavailable"];
                };
            };
        };
    };
    getGiftCardBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "K7QM-3XTP-9WBR-HD4E"
                 *     }
                 */
                "application/json": components["schemas"]["GiftCardBalanceRequest"];
            };
        };
        responses: {
            /** @description The card's balance. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "giftCard": {
                     *         "lastFour": "HD4E",
                     *         "balance": 7,
                     *         "initialAmount": 25
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GiftCardBalance"];
                };
            };
            /** @description Not a card of the shop's, disabled, or too many tries: one message for all. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "We could not find a gift card with that number. Check it, and try again in a minute.",
                     *         "details": {
                     *           "giftCardCode": "We could not find a gift card with that number. Check it, and try again in a minute."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStoreCredit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance and every entry, newest first. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "storeCredit": {
                     *         "balance": 5,
                     *         "entries": [
                     *           {
                     *             "kind": "issued",
                     *             "amount": 5,
                     *             "reason": "Sorry about the bent card",
                     *             "orderNumber": "W-2611-730514",
                     *             "createdAt": "2026-11-02T15:00:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StoreCredit"];
                };
            };
            /** @description No bearer token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subscriptionType": "usa",
                 *       "productId": 12,
                 *       "paypalPlanId": "P-5ML4271244454362WXNWU5NQ",
                 *       "deliveryAddress": {
                 *         "firstName": "Mika",
                 *         "lastName": "Sato",
                 *         "addressLine1": "12 Lantern Street",
                 *         "city": "Portland",
                 *         "stateProvince": "OR",
                 *         "postalCode": "97201",
                 *         "country": "US"
                 *       },
                 *       "guestEmail": "mika@example.com",
                 *       "guestName": "Mika Sato"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionCreateRequest"];
            };
        };
        responses: {
            /** @description Started; send the member to approvalUrl (a guest: keep the token). */
            201: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "approvalUrl": "https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-2M539689T3856352J",
                     *       "token": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionStarted"];
                };
            };
            /** @description A field is refused (`details` by dotted path), the product is not a Mail Club plan or not subscriptionType ('This product is not a Mail Club plan.'), it has no PayPal plan ('Invalid subscription product - missing PayPal plan ID'), the USA plan is asked for an address abroad ('The USA plan mails to addresses in the USA only. For an address outside the USA, please choose the International plan.'), or there is no bearer token and no guestEmail and guestName ('Please sign in, or give your name and email to create your account.'). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "The USA plan mails to addresses in the USA only. For an address outside the USA, please choose the International plan.",
                     *         "details": {
                     *           "deliveryAddress.country": "The USA plan mails to addresses in the USA only. For an address outside the USA, please choose the International plan."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A membership runs already ('You already have an active Mail Club subscription. You can manage it on your account page.'), the guest's e-mail has an account ('An account with this email already exists. Please sign in to join the Mail Club.'), or the plan is not on sale ('This Mail Club plan is not available right now. Please try again later.'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "You already have an active Mail Club subscription. You can manage it on your account page."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many accounts created from this address (a guest). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many accounts were created from your network. Please try again later."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer, or gave no approval page; try again. A guest's account made before it is kept, and its `token` comes with the error. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to create subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "subscriptionId": "I-BW452GLLEP1G"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionConfirmRequest"];
            };
        };
        responses: {
            /** @description The membership is active. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "status": "active"
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionConfirmed"];
                };
            };
            /** @description The body is malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Malformed JSON body"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired ('Session expired'); the storefront then says 'Please log in to complete your subscription activation.'. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Not authenticated"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has no such subscription. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "Failed to activate subscription. Please contact support."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal does not report the subscription active (not approved, or cancelled). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Failed to activate subscription. Please contact support."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer; try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to activate subscription. Please contact support."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMySubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "subscription": {
                     *         "subscription_status": "active",
                     *         "subscription_type": "usa",
                     *         "subscription_start_date": "2026-11-21T09:00:00.000Z",
                     *         "subscription_cancelled_date": null,
                     *         "delivery_address": {
                     *           "firstName": "Mika",
                     *           "lastName": "Sato",
                     *           "addressLine1": "12 Lantern Street",
                     *           "city": "Portland",
                     *           "stateProvince": "OR",
                     *           "postalCode": "97201",
                     *           "country": "US"
                     *         },
                     *         "price": 8.88,
                     *         "first_issue": "December 2026",
                     *         "next_issue": "January 2027",
                     *         "next_payment_date": "2026-12-21T10:00:00.000Z",
                     *         "hold": null,
                     *         "payment_problem": {
                     *           "last_failed_at": "2026-12-21T10:00:00.000Z",
                     *           "amount": 8.88,
                     *           "failures_in_row": 1,
                     *           "suspended": false,
                     *           "fix_payment_url": "https://www.paypal.com/myaccount/autopay/"
                     *         },
                     *         "pending_plan_change": null,
                     *         "intro_offer": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MemberSubscriptionResponse"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer never became a member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No active subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "too_expensive"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionCancelRequest"];
            };
        };
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "status": "cancelled"
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionCancelled"];
                };
            };
            /** @description The body is malformed, or reason or reasonText is too long (`details` names the field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please keep your reason to 500 characters or fewer.",
                     *         "details": {
                     *           "reasonText": "Please keep your reason to 500 characters or fewer."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has no running subscription (active or suspended). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No active subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer; nothing changed, try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to cancel subscription. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeDeliveryAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "deliveryAddress": {
                 *         "firstName": "Mika",
                 *         "lastName": "Sato",
                 *         "addressLine1": "48 Alder Lane",
                 *         "city": "Portland",
                 *         "stateProvince": "OR",
                 *         "postalCode": "97205",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DeliveryAddressChangeRequest"];
            };
        };
        responses: {
            /** @description Changed, from the issue named. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "delivery_address": {
                     *         "firstName": "Mika",
                     *         "lastName": "Sato",
                     *         "addressLine1": "48 Alder Lane",
                     *         "city": "Portland",
                     *         "stateProvince": "OR",
                     *         "postalCode": "97205",
                     *         "country": "US"
                     *       },
                     *       "applies_from_issue": "January 2027"
                     *     }
                     */
                    "application/json": components["schemas"]["DeliveryAddressChanged"];
                };
            };
            /** @description The country needs the other plan: waiting for the member's approval at PayPal (`approvalUrl`). Nothing has changed yet. */
            202: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "approvalUrl": "https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-2M539689T3856352J",
                     *       "subscription_type": "international",
                     *       "price": 9.88,
                     *       "previous_price": 8.88,
                     *       "applies_from_issue": "January 2027",
                     *       "first_charge_date": "2026-12-10T17:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PlanChangeAwaitingApproval"];
                };
            };
            /** @description A field is refused (`details` by dotted path), or a country the Mail Club is not sent to. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "City is required",
                     *         "details": {
                     *           "deliveryAddress.city": "City is required"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has no running subscription (active or suspended). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No active subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The membership is not running (a plan change needs an active one), the other plan is not for sale, or PayPal refused the revision. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Your membership is not running just now, so its plan cannot change. Please try again once it is active."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal could not be reached to revise the subscription: nothing changed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "PayPal could not be reached, so your plan and delivery address stay as they were. Please try again."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    skipNextIssue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Skipped. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "hold": {
                     *         "kind": "skip",
                     *         "issues": [
                     *           "December 2026"
                     *         ],
                     *         "ended_at": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MailClubHold"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has no running subscription (active or suspended). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No active subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The membership is not running, or a skip or pause is already ahead (to skip or pause), or none is (to resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Your membership already has a skip until the December 2026 issue. Undo it first to change it."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pauseIssues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "issues": 2
                 *     }
                 */
                "application/json": {
                    issues: number;
                };
            };
        };
        responses: {
            /** @description Paused. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "hold": {
                     *         "kind": "pause",
                     *         "issues": [
                     *           "December 2026",
                     *           "January 2027"
                     *         ],
                     *         "ended_at": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MailClubHold"];
                };
            };
            /** @description Not 1, 2 or 3 issues. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "A pause leaves out 1, 2 or 3 issues."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has no running subscription (active or suspended). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No active subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The membership is not running, or a skip or pause is already ahead (to skip or pause), or none is (to resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Your membership already has a skip until the December 2026 issue. Undo it first to change it."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumeIssues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resumed. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "hold": {
                     *         "kind": "pause",
                     *         "issues": [
                     *           "December 2026",
                     *           "January 2027"
                     *         ],
                     *         "ended_at": "2026-12-10T15:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["MailClubHold"];
                };
            };
            /** @description No bearer token ('Not authenticated'), or one that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The customer has no running subscription (active or suspended). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "not_found",
                     *         "message": "No active subscription"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The membership is not running, or a skip or pause is already ahead (to skip or pause), or none is (to resume). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "conflict",
                     *         "message": "Your membership already has a skip until the December 2026 issue. Undo it first to change it."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGiftOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer now. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "lengths": [
                     *         {
                     *           "issueCount": 3,
                     *           "prices": {
                     *             "usa": 24,
                     *             "international": 27
                     *           }
                     *         },
                     *         {
                     *           "issueCount": 6,
                     *           "prices": {
                     *             "usa": 45,
                     *             "international": null
                     *           }
                     *         }
                     *       ],
                     *       "firstIssues": [
                     *         {
                     *           "key": "2026-12",
                     *           "label": "December 2026",
                     *           "revealUntil": "2026-12-07"
                     *         },
                     *         {
                     *           "key": "2027-01",
                     *           "label": "January 2027",
                     *           "revealUntil": "2027-01-07"
                     *         }
                     *       ],
                     *       "nextIssueNote": "Ordered by the end of November 25, the first envelope can be the December 2026 issue, mailed in the first week of December. Or choose a later month.",
                     *       "reveal": {
                     *         "from": "2026-11-10",
                     *         "until": "2027-11-07"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GiftOptions"];
                };
            };
        };
    };
    placeGift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "issueCount": 3,
                 *       "recipientAddress": {
                 *         "firstName": "Rosa",
                 *         "lastName": "Romero",
                 *         "address1": "7 Willow Court",
                 *         "city": "Eugene",
                 *         "state": "OR",
                 *         "zipCode": "97401",
                 *         "country": "US"
                 *       },
                 *       "recipientEmail": "rosa@example.com",
                 *       "message": "Happy birthday, Rosa!\nLove, Gwen",
                 *       "firstIssue": "2027-01",
                 *       "reveal": "email",
                 *       "revealOn": "2026-12-24",
                 *       "gifterName": "Gwen Park",
                 *       "gifterEmail": "gwen@example.com",
                 *       "billingAddress": {
                 *         "firstName": "Gwen",
                 *         "lastName": "Park",
                 *         "address1": "99 Birch Avenue",
                 *         "city": "Austin",
                 *         "state": "TX",
                 *         "zipCode": "73301",
                 *         "country": "US"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["GiftOrderRequest"];
            };
        };
        responses: {
            /** @description Placed, waiting for the gifter's approval at PayPal. */
            201: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "order": {
                     *         "id": 12,
                     *         "orderNumber": "W-2611-730514",
                     *         "status": "pending_payment",
                     *         "items": [
                     *           {
                     *             "productId": null,
                     *             "title": "Mail Club gift: 3 issues (USA plan)",
                     *             "quantity": 1,
                     *             "price": 24,
                     *             "discount": 0,
                     *             "tax": 0,
                     *             "taxRate": 0,
                     *             "personalisation": []
                     *           }
                     *         ],
                     *         "shippingAddress": {
                     *           "firstName": "Rosa",
                     *           "lastName": "Romero",
                     *           "street": "7 Willow Court",
                     *           "street2": null,
                     *           "city": "Eugene",
                     *           "state": "OR",
                     *           "zip": "97401",
                     *           "country": "US"
                     *         },
                     *         "shippingMethod": "Mail Club gift",
                     *         "customerEmail": "gwen@example.com",
                     *         "customerName": "Gwen Park",
                     *         "subtotal": 24,
                     *         "discount": 0,
                     *         "tax": 0,
                     *         "shippingTax": 0,
                     *         "taxIncluded": false,
                     *         "taxDetails": null,
                     *         "shipping": 0,
                     *         "shippingDiscount": 0,
                     *         "total": 24,
                     *         "paidByBalances": [],
                     *         "amountDue": 24,
                     *         "createdAt": "2026-11-10T15:00:00.000Z",
                     *         "paidAt": null,
                     *         "trackingNumber": null,
                     *         "trackingCarrier": null
                     *       },
                     *       "giftId": 4,
                     *       "approvalUrl": "https://www.sandbox.paypal.com/checkoutnow?token=7K2032658W8453117",
                     *       "accessKey": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                     *     }
                     */
                    "application/json": components["schemas"]["PlacedGift"];
                };
            };
            /** @description A field is refused (`details` by dotted path), the first issue's cutoff has passed, the length is not sold on the recipient's plan, the reveal day is out of its window, or the plan is not mailed to the recipient's country. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please fix the validation errors above",
                     *         "details": {
                     *           "recipientEmail": "An e-mail to send the gift to is needed for a gift e-mail"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bearer token that is unknown or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unauthorized",
                     *         "message": "Session expired"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many unpaid orders from this account or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many orders from here are waiting for payment. Please pay for one of them, or wait until they expire, before placing another."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PayPal did not answer; the order is placed (`orderId`, `accessKey` beside the error): start its payment again with POST /api/payments/create-paypal-order. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "unavailable",
                     *         "message": "Failed to create PayPal order"
                     *       },
                     *       "orderId": 12,
                     *       "accessKey": "kP3x0bV9mQ2_r7LcZ8yT1wN4uE6aH5sJ0dF2gB7vC1o"
                     *     }
                     */
                    "application/json": components["schemas"]["GiftPaymentUnavailable"];
                };
            };
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fullName": "Ana López",
                 *       "email": "ana@example.com",
                 *       "message": "Hello! Do you make custom bookmarks for a book club of twelve?"
                 *     }
                 */
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description Sent. */
            201: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Thank you for your message! We'll get back to you soon."
                     *     }
                     */
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description The body is malformed or a field is refused; the message is the first field's, `details` has each. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please write a little more: at least 10 characters",
                     *         "details": {
                     *           "message": "Please write a little more: at least 10 characters"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 5 messages in 1 hour from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "You've sent several messages in a short time. Please wait an hour before sending another."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subscribeToNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["NewsletterRequest"];
            };
        };
        responses: {
            /** @description The address was already on the list; nothing changed. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "status": "already_subscribed",
                     *       "message": "You're already on the list. Thank you!"
                     *     }
                     */
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description Subscribed; the confirmation is on its way. */
            201: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "status": "subscribed",
                     *       "message": "Thanks for subscribing! A confirmation is on its way to your inbox."
                     *     }
                     */
                    "application/json": components["schemas"]["NewsletterResponse"];
                };
            };
            /** @description The body is malformed or the address is refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "bad_request",
                     *         "message": "Please enter a valid email address",
                     *         "details": {
                     *           "email": "Please enter a valid email address"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 10 sign-ups in 1 hour from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": {
                     *         "code": "rate_limited",
                     *         "message": "Too many sign-ups from your connection. Please try again in an hour."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "database unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
}

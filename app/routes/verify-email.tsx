import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, textLink } from "#app/components/account/auth-card.tsx";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { LinkButton } from "#app/components/ui/button.tsx";
import { formText } from "#app/forms/reply.server.ts";
import { SubmitButton } from "#app/forms/submit-button.tsx";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { isVerificationLinkUsable, verifyEmail } from "#server/accounts/email-verification.ts";
import { appContext } from "#server/context.ts";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Confirm your e-mail",
      description: "Confirm the e-mail address of your account.",
      shopName: shopNameFrom(matches),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

type VerifyView =
  | { state: "ask"; token: string }
  | { state: "invalid" }
  | { state: "confirmed"; email: string; attachedOrders: number };

/**
 * Opening the link only asks (a 'Confirm my e-mail' button): mail scanners that fetch links
 * must not confirm an address by themselves. The button's POST does it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!(await isVerificationLinkUsable(db, token))) {
    return data<VerifyView>({ state: "invalid" }, 400);
  }
  return data<VerifyView>({ state: "ask", token });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  const form = formText(await request.formData());
  const verified = await verifyEmail(db, form.token);
  if (!verified) return data<VerifyView>({ state: "invalid" }, 400);
  return data<VerifyView>({
    state: "confirmed",
    email: verified.customer.email,
    attachedOrders: verified.attachedOrders,
  });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  if (view.state === "confirmed") return <Confirmed {...view} />;
  if (view.state === "invalid") return <InvalidLink />;
  return <AskToConfirm token={view.token} />;
}

function AskToConfirm({ token }: { token: string }) {
  const navigation = useNavigation();
  return (
    <AuthCard
      title="Confirm your e-mail"
      tape="mustard"
      intro="One click to confirm that this e-mail address is yours."
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Confirming...">
          Confirm my e-mail
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

function Confirmed({ email, attachedOrders }: { email: string; attachedOrders: number }) {
  const joined =
    attachedOrders === 1
      ? "1 earlier order you placed as a guest with this e-mail now appears in your Order History."
      : `${attachedOrders} earlier orders you placed as a guest with this e-mail now appear in your Order History.`;
  return (
    <AuthCard
      title="E-mail confirmed"
      tape="sage"
      intro={
        <>
          Thank you: <span className="break-all font-semibold text-ink">{email}</span> is confirmed.
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p role="status">
          {attachedOrders > 0
            ? joined
            : "Orders you place as a guest with this e-mail will appear in your Order History."}
        </p>
        <LinkButton to="/orders" size="lg" className="w-full">
          View My Orders
        </LinkButton>
      </div>
    </AuthCard>
  );
}

function InvalidLink() {
  return (
    <AuthCard
      title="Link not valid"
      tape="clay"
      intro="This confirmation link is invalid or has expired."
      footer={
        <Link to="/" className={textLink}>
          Back to the shop
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <p>
          Each link works once and for 7 days. Sign in to ask for a new one from your account page:
          'Send the confirmation e-mail again'.
        </p>
        <LinkButton to="/login?returnTo=/account" size="lg" className="w-full">
          Sign in to get a new link
        </LinkButton>
      </div>
    </AuthCard>
  );
}

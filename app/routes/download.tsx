import { data } from "react-router";
import { pageMeta, shopNameFrom } from "#app/components/meta.ts";
import { PageMessage } from "#app/components/page-message.tsx";
import { buttonClasses, LinkButton } from "#app/components/ui/button.tsx";
import { secretAddressHeaders } from "#app/server/secret-address.server.ts";
import { appContext } from "#server/context.ts";
import { GUEST_LINK_DAYS } from "#server/downloads/download-limits.ts";
import { checkDownloadLink, type LinkRefusal } from "#server/downloads/download-links.ts";
import type { Route } from "./+types/download";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Download", shopName: shopNameFrom(matches) }),
    { name: "robots", content: "noindex" },
  ];
}

export const headers = secretAddressHeaders;

const statusOf: Record<LinkRefusal, number> = {
  invalid: 404,
  expired: 410,
  revoked: 410,
  "used-up": 403,
};

/**
 * What a download link that gives no file shows (server/http/downloads.ts serves the ones that
 * do): why, and what to do next. A link that works by now (the file was counted elsewhere)
 * offers the download.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const url = new URL(request.url);
  const checked = await checkDownloadLink(db, {
    grantId: params.grantId,
    fileId: params.fileId,
    expires: url.searchParams.get("expires"),
    signature: url.searchParams.get("signature"),
  });
  if (!checked.refusal) {
    return { refusal: null, fileName: checked.file.fileName, href: url.pathname + url.search };
  }
  return data({ refusal: checked.refusal, fileName: null, href: null }, statusOf[checked.refusal]);
}

const signInToLibrary = "/login?returnTo=%2Faccount%23downloads";

const explained: Record<LinkRefusal, { title: string; text: string; signIn: boolean }> = {
  expired: {
    title: "This download link has expired",
    text: `The links in an order e-mail work for ${GUEST_LINK_DAYS} days after the purchase. Sign in to download it again from your account (an account with the e-mail address you ordered with shows every file you bought), or write to us for a new link.`,
    signIn: true,
  },
  "used-up": {
    title: "This file has been downloaded as often as the purchase allows",
    text: "If a download failed or you need the file again, write to us with your order number and we will reset it for you.",
    signIn: false,
  },
  revoked: {
    title: "This download is no longer available",
    text: "The order it came with was refunded or cancelled. If you think this is a mistake, write to us with your order number.",
    signIn: false,
  },
  invalid: {
    title: "This download link does not work",
    text: "Check that you opened the whole link from your e-mail. You can also sign in and download your files from your account, or write to us.",
    signIn: true,
  },
};

export default function Download({ loaderData }: Route.ComponentProps) {
  if (!loaderData.refusal) {
    return (
      <PageMessage
        title="Your download"
        actions={
          <a className={buttonClasses()} href={loaderData.href} download>
            Download {loaderData.fileName}
          </a>
        }
      />
    );
  }
  const { title, text, signIn } = explained[loaderData.refusal];
  return (
    <PageMessage
      title={title}
      actions={
        <>
          {signIn ? <LinkButton to={signInToLibrary}>Sign in for a new link</LinkButton> : null}
          <LinkButton to="/contact" variant={signIn ? "secondary" : "primary"}>
            Write to the shop
          </LinkButton>
        </>
      }
    >
      <p>{text}</p>
    </PageMessage>
  );
}

import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface WelcomeProps {
  firstName: string;
  accountUrl: string;
  /** The single-use link that confirms the address (7 days); every account mail has one. */
  verifyUrl: string;
  shopName: string;
  /** 'Send the confirmation e-mail again': only the confirmation, no welcome. */
  resent?: boolean;
}

export function welcomeSubject({ shopName, resent }: WelcomeProps) {
  return resent ? `Confirm your e-mail address for ${shopName}` : `Welcome to ${shopName}`;
}

function ConfirmAddress({ verifyUrl }: { verifyUrl: string }) {
  return (
    <>
      <Paragraph>
        Please confirm that this e-mail address is yours. Orders you placed as a guest with it then
        appear in your order history.
      </Paragraph>
      <ActionLink href={verifyUrl}>Confirm your e-mail address</ActionLink>
      <Paragraph>The link works once and for 7 days.</Paragraph>
    </>
  );
}

export function WelcomeEmail(props: WelcomeProps) {
  const { firstName, accountUrl, verifyUrl, shopName } = props;
  if (props.resent) {
    return (
      <EmailLayout shopName={shopName} preview="Confirm your e-mail address">
        <Paragraph>Hello {firstName},</Paragraph>
        <ConfirmAddress verifyUrl={verifyUrl} />
        <Paragraph>If you did not ask for this, you can ignore this e-mail.</Paragraph>
      </EmailLayout>
    );
  }
  return (
    <EmailLayout shopName={shopName} preview={`Your ${shopName} account is ready`}>
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        Thank you for opening an account with {shopName}. We are so glad you are here.
      </Paragraph>
      <ConfirmAddress verifyUrl={verifyUrl} />
      <Paragraph>
        In your account you can see your orders, keep your details up to date and choose which
        e-mails you would like from us.
      </Paragraph>
      <ActionLink href={accountUrl}>Go to my account</ActionLink>
    </EmailLayout>
  );
}

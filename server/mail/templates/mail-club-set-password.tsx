import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface MailClubSetPasswordProps {
  firstName: string;
  /** The single-use link to /reset-password that sets the account's first password (7 days). */
  setPasswordUrl: string;
  /** The single-use link that confirms the address (7 days); every account mail has one. */
  verifyUrl: string;
  /** /forgot-password, for a new link once this one has expired. */
  forgotPasswordUrl: string;
  shopName: string;
}

export function mailClubSetPasswordSubject({ shopName }: MailClubSetPasswordProps) {
  return `Your ${shopName} Mail Club account: choose your password`;
}

/**
 * The first mail of an account made for a guest who joined the Mail Club without choosing a
 * password: the account exists, it has no password yet, and the link chooses one.
 */
export function MailClubSetPasswordEmail(props: MailClubSetPasswordProps) {
  const { firstName, setPasswordUrl, verifyUrl, forgotPasswordUrl, shopName } = props;
  return (
    <EmailLayout shopName={shopName} preview="Choose a password for your Mail Club account">
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        Thank you for joining the Mail Club! As you joined, we made a {shopName} account for you
        with this e-mail address. Your account is where you change the address your mail goes to, or
        cancel your membership, whenever you like.
      </Paragraph>
      <Paragraph>
        Your account has no password yet. Choose one, and you can sign in from any device:
      </Paragraph>
      <ActionLink href={setPasswordUrl}>Choose your password</ActionLink>
      <Paragraph>
        The link works once and for 7 days. Once it has expired, you can ask for a new one at{" "}
        {forgotPasswordUrl}.
      </Paragraph>
      <Paragraph>
        Please also confirm that this e-mail address is yours. Orders you placed as a guest with it
        then appear in your order history.
      </Paragraph>
      <ActionLink href={verifyUrl}>Confirm your e-mail address</ActionLink>
      <Paragraph>If you did not join the Mail Club, you can ignore this e-mail.</Paragraph>
    </EmailLayout>
  );
}

import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface PasswordResetProps {
  firstName: string;
  resetUrl: string;
  shopName: string;
}

export function passwordResetSubject({ shopName }: PasswordResetProps) {
  return `Reset your ${shopName} password`;
}

export function PasswordResetEmail({ firstName, resetUrl, shopName }: PasswordResetProps) {
  return (
    <EmailLayout shopName={shopName} preview="A link to choose a new password">
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your {shopName} account. To choose a new one, use the
        link below.
      </Paragraph>
      <ActionLink href={resetUrl}>Choose a new password</ActionLink>
      <Paragraph>The link works once and for 60 minutes.</Paragraph>
      <Paragraph>
        If you did not ask for this, you can ignore this e-mail: your password stays as it is.
      </Paragraph>
    </EmailLayout>
  );
}

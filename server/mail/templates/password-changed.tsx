import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface PasswordChangedProps {
  firstName: string;
  /** Where to reset the password again if the change was not theirs. */
  resetUrl: string;
  shopName: string;
}

export function passwordChangedSubject({ shopName }: PasswordChangedProps) {
  return `Your ${shopName} password was changed`;
}

export function PasswordChangedEmail({ firstName, resetUrl, shopName }: PasswordChangedProps) {
  return (
    <EmailLayout shopName={shopName} preview="Your password was just changed">
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>The password of your {shopName} account was just changed.</Paragraph>
      <Paragraph>If that was you, there is nothing more to do.</Paragraph>
      <Paragraph>If it was not you, please choose a new password straight away:</Paragraph>
      <ActionLink href={resetUrl}>Reset my password</ActionLink>
    </EmailLayout>
  );
}

import { ActionLink, EmailLayout, Paragraph } from "#server/mail/templates/email-layout.tsx";

export interface WelcomeProps {
  firstName: string;
  accountUrl: string;
  shopName: string;
}

export function welcomeSubject({ shopName }: WelcomeProps) {
  return `Welcome to ${shopName}`;
}

export function WelcomeEmail({ firstName, accountUrl, shopName }: WelcomeProps) {
  return (
    <EmailLayout shopName={shopName} preview={`Your ${shopName} account is ready`}>
      <Paragraph>Hello {firstName},</Paragraph>
      <Paragraph>
        Thank you for opening an account with {shopName}. We are so glad you are here.
      </Paragraph>
      <Paragraph>
        In your account you can see your orders, keep your details up to date and choose which
        e-mails you would like from us.
      </Paragraph>
      <ActionLink href={accountUrl}>Go to my account</ActionLink>
    </EmailLayout>
  );
}

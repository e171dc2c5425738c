import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";

/** The shop's paper and ink colours (app/app.css), inlined because mail clients drop <style>. */
export const colors = {
  paper: "#fbf7f0",
  raised: "#fffdf8",
  line: "#e2d6c3",
  ink: "#2b2622",
  inkSoft: "#5e544b",
  clay: "#a3472f",
};

const font = "Georgia, 'Times New Roman', serif";

/** The frame every message shares: the shop's name, one card of content, a quiet footer. */
export function EmailLayout({
  shopName,
  preview,
  children,
}: {
  shopName: string;
  /** The line mail clients show after the subject. */
  preview: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.paper, color: colors.ink, fontFamily: font }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "32px 16px" }}>
          <Text style={{ fontSize: "22px", margin: "0 0 16px", color: colors.clay }}>
            {shopName}
          </Text>
          <Section
            style={{
              backgroundColor: colors.raised,
              border: `1px solid ${colors.line}`,
              borderRadius: "8px",
              padding: "24px",
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: "24px 0 12px" }} />
          <Text style={{ fontSize: "13px", color: colors.inkSoft, margin: 0 }}>
            With love from everyone at {shopName}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" }}>{children}</Text>
  );
}

/** A button for the one thing the message asks, with the address written out beneath it. */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.clay,
          color: "#ffffff",
          borderRadius: "6px",
          padding: "12px 20px",
          fontSize: "16px",
          fontFamily: font,
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
      {/* The plain-text version already shows the address beside the button's label. */}
      <Text
        data-skip-in-text="true"
        style={{ fontSize: "13px", lineHeight: "20px", color: colors.inkSoft, margin: "12px 0 0" }}
      >
        If the button does not work, copy this address into your browser:{" "}
        <Link href={href} style={{ color: colors.clay, wordBreak: "break-all" }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A giver's own words, their line breaks kept, set apart and signed; nothing when blank. */
export function GiverMessage({ message, from }: { message: string; from: string }) {
  if (!message) return null;
  const line = { fontSize: "15px", lineHeight: "22px", margin: 0 };
  return (
    <Section style={{ margin: "0 0 16px", paddingLeft: "12px", borderLeft: "3px solid #c8b8a6" }}>
      {message.split(/\r?\n/).map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the message's lines never move.
        <Text key={index} style={line}>
          {text}
        </Text>
      ))}
      <Text style={{ ...line, marginTop: "8px" }}>— {from}</Text>
    </Section>
  );
}

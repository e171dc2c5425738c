import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

function Line(props: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M5.5 8h13l-1.2 10.2a2 2 0 0 1-2 1.8H8.7a2 2 0 0 1-2-1.8z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </Line>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Line strokeWidth="2" {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Line>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4 4" />
    </Line>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M4 7h16M4 12h16M4 17h10" />
    </Line>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="m7 10 5 5 5-5" />
    </Line>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Line>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </Line>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </Line>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Line strokeWidth="2" {...props}>
      <path d="m15 5-7 7 7 7" />
    </Line>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Line strokeWidth="2" {...props}>
      <path d="m9 5 7 7-7 7" />
    </Line>
  );
}

export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Line fill={filled ? "currentColor" : "none"} {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
    </Line>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Line>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Line>
  );
}

export function BrokenImageIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="m3.5 15 4.5-4.5 3.5 3.5M14 12l1.5-1.5 5 5M4 4l16 16" />
    </Line>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M6 12h12" />
    </Line>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M12 6v12M6 12h12" />
    </Line>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M4.5 7h15M9.5 7V5.2c0-.7.5-1.2 1.2-1.2h2.6c.7 0 1.2.5 1.2 1.2V7" />
      <path d="m6.5 7 .9 11.3a2 2 0 0 0 2 1.7h5.2a2 2 0 0 0 2-1.7L17.5 7M10 11v5M14 11v5" />
    </Line>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M12 4 2.8 19.2a.9.9 0 0 0 .8 1.3h16.8a.9.9 0 0 0 .8-1.3z" />
      <path d="M12 10v4.2M12 17.2v.3" />
    </Line>
  );
}

function InstagramIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </Line>
  );
}

function PinterestIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.2 20.2 12.4 11M9.3 13.5c-.6-2.6 1-5.3 3.6-5.3 2.2 0 3.4 1.5 3.4 3.3 0 2.4-1.4 4.2-3.2 4.2-.9 0-1.6-.5-1.6-.5" />
    </Line>
  );
}

function TikTokIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M14 3.5v11.2a3.8 3.8 0 1 1-3.8-3.8" />
      <path d="M14 3.5c.4 2.6 2.2 4.4 5 4.7" />
    </Line>
  );
}

function YouTubeIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="2.8" y="5.5" width="18.4" height="13" rx="4" />
      <path d="m10.3 9.3 4.6 2.7-4.6 2.7z" fill="currentColor" />
    </Line>
  );
}

function FacebookIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M14.5 8.5H13a1.5 1.5 0 0 0-1.5 1.5v10.5M9 13h5.5" />
      <circle cx="12" cy="12" r="8.5" />
    </Line>
  );
}

function GlobeIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" />
    </Line>
  );
}

const socialIcons = [
  [/instagram/i, InstagramIcon],
  [/pinterest/i, PinterestIcon],
  [/tiktok/i, TikTokIcon],
  [/youtu/i, YouTubeIcon],
  [/facebook/i, FacebookIcon],
] as const;

/** The icon of a social network, recognised by its name or address. */
export function SocialIcon({ label, url, ...props }: IconProps & { label: string; url: string }) {
  const Icon = socialIcons.find(([pattern]) => pattern.test(label) || pattern.test(url))?.[1];
  return Icon ? <Icon {...props} /> : <GlobeIcon {...props} />;
}

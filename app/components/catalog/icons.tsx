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

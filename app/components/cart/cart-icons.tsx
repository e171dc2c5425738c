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

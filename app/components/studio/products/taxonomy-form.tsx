export const slugHint =
  "Blank: made from the name. It is part of addresses and can't be changed later.";

export function AddHeading({ children }: { children: string }) {
  return <h3 className="text-lg font-semibold">{children}</h3>;
}

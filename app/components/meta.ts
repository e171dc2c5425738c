/** The description a page gets when it has none of its own (cut to 160 characters, spec §9). */
export const DEFAULT_DESCRIPTION =
  "Hand-drawn stickers, bookmarks, stationery and greeting cards from a small paper studio, and the Mail Club: real mail in your letterbox every month.";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The shop's name from the root loader's data, for page titles. */
export function shopNameFrom(matches: readonly (MatchLike | undefined)[]): string {
  const data = matches.find((match) => match?.id === "root")?.loaderData as
    | { settings?: { shopName?: unknown } }
    | undefined;
  const name = data?.settings?.shopName;
  return typeof name === "string" && name ? name : "Washi";
}

/** Title and description tags: "{title} — {shop}" and a description of at most 160 characters. */
export function pageMeta(options: { title?: string; description?: string; shopName: string }) {
  const description = options.description ?? DEFAULT_DESCRIPTION;
  return [
    { title: options.title ? `${options.title} — ${options.shopName}` : options.shopName },
    {
      name: "description",
      content: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    },
  ];
}

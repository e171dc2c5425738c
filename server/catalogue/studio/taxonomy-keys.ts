import { numberedCandidates, slugify } from "#server/catalogue/slugify.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * The slug of a new type, sub-category or topic: the one given, refused with `takenMessage`
 * when `holders` says it is taken; or one made from the name and numbered until free.
 * `holders` answers which of the candidates are taken, by whom (one indexed query).
 */
export async function taxonomySlug(options: {
  slug: string | null;
  name: string;
  holders: (candidates: string[]) => Promise<Map<string, string>>;
  takenMessage: (holder: string) => string;
}) {
  if (options.slug) {
    const holder = (await options.holders([options.slug])).get(options.slug);
    if (holder === undefined) return options.slug;
    const message = options.takenMessage(holder);
    throw new AppError("conflict", message, { slug: message });
  }
  const candidates = numberedCandidates(slugify(options.name) || "untitled", 100);
  const taken = await options.holders(candidates);
  const free = candidates.find((candidate) => !taken.has(candidate));
  if (free) return free;
  return `${candidates[0]}-${Math.random().toString(36).slice(2, 8)}`;
}

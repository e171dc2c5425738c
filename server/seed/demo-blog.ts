import sharp from "sharp";
import { writeHashedFile, writeImageVariants } from "#server/catalogue/image-files.ts";
import type { Transaction } from "#server/db/client.ts";
import { blogPosts, type ImageVariants, pageTexts } from "#server/db/schema.ts";
import { HEIGHT, motif, WIDTH } from "#server/seed/artwork.ts";
import type { PictureStore } from "#server/storage/file-storage.ts";

/**
 * The demo studio's blog: the blog's name and intro line, five published posts by the maker
 * and one draft, with cover pictures drawn here the way the product pictures are.
 */

export const demoBlogIntro = {
  key: "blog",
  title: "The Studio Journal",
  lead: "Stories, inspiration and behind-the-scenes glimpses from my little paper studio: how things are made, what is coming next, and the odd cup of tea gone cold.",
};

type Scene = "desk" | "stickers" | "mail" | "care" | "tape";

export interface DemoBlogPost {
  slug: string;
  title: string;
  /** Empty: the list makes one from the content. */
  excerpt: string;
  author: string | null;
  /** Days before the seed; null for a draft. */
  daysAgo: number | null;
  scene: Scene;
  coverAlt: string;
  /** Markdown; `{{sketches}}` is replaced by the address of the drawn sketchbook picture. */
  content: string;
}

export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: "a-morning-in-the-studio",
    title: "A Morning in the Studio",
    excerpt:
      "Tea, a stack of fresh cotton paper and the light that comes in sideways before nine: a slow look at how a studio day begins.",
    author: "Mina",
    daysAgo: 4,
    scene: "desk",
    coverAlt: "A wooden desk with a watercolour of leaves, a paint palette and a cup of tea",
    content: `Most mornings start the same way: the kettle, the radio turned down low, and ten minutes of just looking at yesterday's paintings before I let myself touch a brush.

## The first hour

The light in my studio comes in **sideways** before nine, which is the best light for checking colours. So the first hour is for the careful jobs:

- matching this month's greens against the printed proofs
- mixing the Mail Club colour (more on that in [the Mail Club post](/blog/behind-the-scenes-of-the-mail-club))
- answering your lovely messages, one cup of tea per five e-mails

## Then, the mess

By ten the desk looks like a small storm went through it. Brushes in three jars, *far* too many paper scraps, and at least one cat walking across something wet.

> Finished is better than perfect, but a good morning light is better than both.

If you ever wondered why the [Meadow Leaves stickers](/stickers/product/meadow-leaves-sticker-sheet) look a little different from the first batch: that was a rainy-week batch, painted under a lamp. I have come to love both.

Thank you for following along. Next week: how those paintings turn into the sticker sheets you get in the post.`,
  },
  {
    slug: "how-a-sticker-sheet-is-made",
    title: "How a Sticker Sheet Is Made, from Sketch to Sleeve",
    excerpt:
      "Every sticker sheet goes through the same seven steps, from pencil sketch to glassine sleeve. Here is the whole journey, mistakes included.",
    author: "Mina",
    daysAgo: 17,
    scene: "stickers",
    coverAlt: "A sticker sheet with leaves and flowers on a green cutting mat",
    content: `People often ask how long one sticker sheet takes. The honest answer is *about three weeks*, most of which is waiting for paint to dry and proofs to arrive.

![Pencil sketches of leaves and flowers next to their painted versions in an open sketchbook]({{sketches}})

## From sketch to sheet

1. **Sketching.** Pencil first, always. I draw three or four times as many ideas as end up on a sheet.
2. **Painting.** Watercolour on cotton paper, each motif a little larger than it will be printed.
3. **Scanning.** At high resolution, so the paper texture survives.
4. **Cleaning up.** Removing specks of dust and one or two cat hairs (every time).
5. **Laying out.** Fitting twelve stickers on an A6 sheet so the cutter does not waste paper.
6. **Test printing.** Matte vinyl is fussy, so every new design gets a proof or two.
7. **Kiss-cutting and packing.** The cutter goes through the sticker but not the backing, then each sheet goes into a recycled glassine sleeve.

## What can go wrong

- The greens print too yellow (my nemesis)
- A sticker sits too close to the edge and the cutter nicks it
- I fall in love with a motif that simply will not fit

When a sheet fails the last check, it goes into the **seconds box** and ends up as a surprise in Mail Club envelopes.

You can see the finished results in [the sticker shop](/stickers). Questions about the process? Write to me at [hello@washi.example](mailto:hello@washi.example); I love talking about this.`,
  },
  {
    slug: "behind-the-scenes-of-the-mail-club",
    title: "Behind the Scenes of the Mail Club",
    excerpt:
      "What happens between the 25th and the first week of the month, and why every Mail Club letter is still written by hand.",
    author: "Mina",
    daysAgo: 33,
    scene: "mail",
    coverAlt: "A stack of envelopes with painted stamps and a wax seal",
    content: `The Mail Club began as letters to a handful of friends. These days it is a few hundred envelopes a month, and I still write every letter myself.

## The monthly rhythm

- **Before the 25th:** I paint the month's artwork and pick the surprise (bookmarks, a sticker sheet, mini cards or, once a year, the calendar).
- **On the 25th:** the list closes for next month's issue. Join after that and your first letter comes the month after.
- **First week of the month:** printing, folding, writing, stamping, and a lot of walks to the post office.

## What is in an envelope

1. An original piece of monthly artwork
2. A themed surprise item
3. A personal letter from the studio

Every envelope goes by ordinary stamped post, so there is no tracking. It is a small leap of faith, and I think that is part of the charm.

> Your letter arrived on the worst day of my week and made it the best one. — a member in Ohio

If you would like a letter too, the details are on the [Mail Club page](/subscribe). It is **$8.88 a month** in the USA and **$9.88** everywhere else, and you can cancel any time.`,
  },
  {
    slug: "caring-for-your-paper-goods",
    title: "Caring for Your Paper Goods",
    excerpt:
      "A few small habits keep stickers sticky, bookmarks flat and watercolour prints bright for years. Here is what I do at home.",
    author: null,
    daysAgo: 52,
    scene: "care",
    coverAlt: "A row of notebooks on a shelf beside a small plant and a glassine sleeve",
    content: `Paper is tougher than it looks, but it does have a few enemies: damp, direct sun and the bottom of a handbag.

## Stickers and washi tape

- Keep sheets **flat**, in their sleeve, away from heat
- Apply to clean, dry surfaces and press from the middle out
- Washi tape is happiest in a closed tin; dust is what makes it lose its tack

## Bookmarks and prints

Watercolour pigments are lightfast, but pressed flowers are not. Keep pressed-flower bookmarks out of direct sunlight and they will hold their colour for years.

---

### A note on digital files

Your download links never expire, but it is still worth saving a copy somewhere safe. If a link ever stops working, write to me and I will send a new one.

Something arrived damaged? That is never your fault. Have a look at the [returns page](/returns) and send me a photo.`,
  },
  {
    slug: "five-ways-to-use-washi-tape",
    title: "Five Ways to Use Washi Tape (That Aren't Journaling)",
    excerpt: "",
    author: "Mina",
    daysAgo: 75,
    scene: "tape",
    coverAlt: "Rolls of patterned washi tape with strips unrolled across the table",
    content: `I have more washi tape than any one person needs, and I stopped apologising for it years ago. Here are my favourite ways to use it beyond the pages of a journal.

1. **Gift wrapping.** Brown kraft paper plus one bright strip looks twice as expensive as it is.
2. **Labelling jars.** Tape on the lid, name in pen, peel off when the jar is empty.
3. **Hanging art.** It holds a postcard to the wall without leaving a mark.
4. **Colour-coding cables.** A strip round each plug ends the "which charger is this" game.
5. **Sealing envelopes.** Every Mail Club envelope is closed with a strip of this month's tape.

My current favourite is the [Cherry Blossom tape](/stickers/product/cherry-blossom-washi-tape): soft enough for everyday, pretty enough for a present.`,
  },
  {
    slug: "autumn-collection-sneak-peek",
    title: "Autumn Collection Sneak Peek",
    excerpt: "A first look at the autumn designs.",
    author: "Mina",
    daysAgo: null,
    scene: "desk",
    coverAlt: "A desk with autumn leaves being painted",
    content: "Draft: photos to come.",
  },
];

// --- Drawing -------------------------------------------------------------------------------

const ink = "#5b4a48";
const colours = {
  rose: "#e8a49c",
  sage: "#93b27f",
  mustard: "#f3d28b",
  blue: "#8db3cf",
  lilac: "#ad96cc",
  peach: "#ee9f78",
  paper: "#fffdf8",
};

/** A shape with a soft shadow: translucent copies below it (a blur filter is too slow). */
function lifted(shape: string) {
  const copy = (dy: number, opacity: number) =>
    `<g transform="translate(0 ${dy})" fill-opacity="${opacity}">${shape.replace(/fill="[^"]*"/g, `fill="${ink}"`)}</g>`;
  return `${copy(12, 0.06)}${copy(6, 0.08)}${shape}`;
}

function tapeStrip(x: number, y: number, length: number, angle: number, colour: string) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})" opacity="0.85"><rect width="${length}" height="46" fill="${colour}"/><rect width="${length}" height="46" fill="url(#stripes)"/></g>`;
}

function text(word: string, x: number, y: number, size: number, angle = 0) {
  return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="DejaVu Serif, Liberation Serif, serif" font-style="italic" font-size="${size}" fill="${ink}" text-anchor="middle">${word}</text>`;
}

const defs = `<defs><pattern id="stripes" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="20" fill="#fff" fill-opacity="0.45"/></pattern><pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0 L0 0 0 40" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/></pattern><pattern id="lines" width="10" height="34" patternUnits="userSpaceOnUse"><line x1="0" x2="10" y1="33" y2="33" stroke="${colours.blue}" stroke-opacity="0.5" stroke-width="2"/></pattern></defs>`;

function planks() {
  return Array.from(
    { length: 5 },
    (_, i) =>
      `<rect y="${i * 150}" width="${WIDTH}" height="148" fill="${i % 2 ? "#d9b48f" : "#dcb893"}"/><path d="M0 ${i * 150 + 70} q 250 -24 500 0 t 500 0" stroke="#b98f68" stroke-opacity="0.35" stroke-width="3" fill="none"/>`,
  ).join("");
}

const scenes: Record<Scene, () => string> = {
  desk: () =>
    `${planks()}${lifted(`<rect x="170" y="150" width="430" height="520" rx="6" transform="rotate(-5 385 410)" fill="${colours.paper}"/>`)}<g transform="rotate(-5 385 410)"><circle cx="330" cy="340" r="110" fill="${colours.sage}" fill-opacity="0.35"/><circle cx="440" cy="470" r="90" fill="${colours.rose}" fill-opacity="0.35"/>${motif("leaf", 300, 320, 120, colours.sage, ink)}${motif("flower", 450, 450, 110, colours.rose, ink)}${motif("leaf", 360, 520, 80, "#7ea36b", ink)}${text("studio diary", 385, 630, 38)}</g>${tapeStrip(250, 120, 200, -12, colours.rose)}${lifted(`<rect x="660" y="120" width="260" height="170" rx="16" fill="#fbfaf7"/>`)}${[colours.rose, colours.mustard, colours.sage, colours.blue, colours.lilac, colours.peach].map((c, i) => `<rect x="${680 + (i % 3) * 80}" y="${140 + Math.floor(i / 3) * 70}" width="60" height="54" rx="10" fill="${c}"/>`).join("")}${lifted(`<circle cx="790" cy="520" r="115" fill="#f5ecdc"/>`)}<circle cx="790" cy="520" r="86" fill="#8b5e3c"/><circle cx="765" cy="495" r="20" fill="#fff" fill-opacity="0.25"/><path d="M898 505 q 48 0 48 34 q 0 34 -48 28" stroke="#f5ecdc" stroke-width="18" fill="none"/><g transform="rotate(32 640 420)"><rect x="628" y="260" width="24" height="330" rx="11" fill="${ink}"/><rect x="628" y="500" width="24" height="36" fill="#c9c2b8"/><path d="M631 590 q 9 54 9 74 q 0 -20 9 -74 Z" fill="#3b302e"/></g>${motif("leaf", 80, 640, 130, colours.sage, ink)}${motif("leaf", 150, 700, 100, "#7ea36b", ink)}`,
  stickers: () => {
    const spots = [
      [380, 270, "leaf", colours.sage],
      [520, 250, "flower", colours.rose],
      [650, 280, "star", colours.mustard],
      [400, 420, "moon", colours.blue],
      [540, 410, "heart", colours.rose],
      [670, 430, "leaf", colours.sage],
    ] as const;
    const stickers = spots
      .map(
        ([x, y, kind, c]) =>
          `<circle cx="${x}" cy="${y}" r="58" fill="#fff"/><circle cx="${x}" cy="${y}" r="58" fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="6 6"/>${motif(kind, x, y, 80, c, ink)}`,
      )
      .join("");
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#5f8f78"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>${lifted(`<rect x="290" y="170" width="470" height="410" rx="14" fill="${colours.paper}"/>`)}${stickers}${text("fresh picks", 525, 540, 34)}${lifted(`<circle cx="170" cy="560" r="62" fill="#fff"/>`)}${motif("flower", 170, 560, 84, colours.peach, ink)}${lifted(`<circle cx="860" cy="200" r="52" fill="#fff"/>`)}${motif("heart", 860, 200, 70, colours.rose, ink)}<g transform="rotate(-28 820 560)"><rect x="700" y="545" width="240" height="30" rx="8" fill="${colours.mustard}"/><polygon points="700,545 640,560 700,575" fill="#c9c2b8"/></g>${tapeStrip(60, 90, 230, -18, colours.lilac)}`;
  },
  mail: () => {
    const envelope = (x: number, y: number, angle: number, colour: string, front: boolean) =>
      `<g transform="rotate(${angle} ${x + 230} ${y + 150})">${lifted(`<rect x="${x}" y="${y}" width="460" height="300" rx="10" fill="${colour}"/>`)}<path d="M${x} ${y + 8} L${x + 230} ${y + 170} L${x + 460} ${y + 8}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="6"/>${
        front
          ? `<rect x="${x + 340}" y="${y + 26}" width="90" height="104" fill="#fff"/><rect x="${x + 348}" y="${y + 34}" width="74" height="88" fill="${colours.rose}" fill-opacity="0.45"/>${motif("flower", x + 385, y + 78, 54, colours.rose, ink)}<circle cx="${x + 230}" cy="${y + 172}" r="34" fill="#a3472f"/>${motif("star", x + 230, y + 172, 38, "#c96a52", ink)}<path d="M${x + 60} ${y + 230} h170 M${x + 60} ${y + 260} h120" stroke="${ink}" stroke-opacity="0.45" stroke-width="5" stroke-linecap="round"/>`
          : ""
      }</g>`;
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#dde8f0"/>${envelope(210, 250, -9, "#f2b5a7", false)}${envelope(300, 200, 6, colours.mustard, false)}${envelope(250, 230, -2, colours.paper, true)}${text("mail club", 480, 640, 44, -2)}${motif("heart", 130, 140, 60, colours.rose, ink)}${motif("star", 860, 120, 60, colours.mustard, ink)}${motif("leaf", 880, 620, 80, colours.sage, ink)}${tapeStrip(700, 60, 220, 14, colours.blue)}`;
  },
  care: () => {
    const spines = [
      [160, 230, colours.sage],
      [230, 190, colours.rose],
      [305, 250, colours.mustard],
      [360, 170, colours.blue],
      [440, 215, colours.lilac],
      [505, 260, colours.peach],
    ] as const;
    const books = spines
      .map(
        ([x, top, c], i) =>
          `${lifted(`<rect x="${x}" y="${top}" width="${i % 2 ? 72 : 58}" height="${540 - top}" rx="5" fill="${c}"/>`)}<rect x="${x + 10}" y="${top + 40}" width="${i % 2 ? 52 : 38}" height="14" rx="4" fill="#fff" fill-opacity="0.6"/>`,
      )
      .join("");
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#efe6da"/><rect y="540" width="${WIDTH}" height="30" fill="#c39a72"/><rect y="570" width="${WIDTH}" height="${HEIGHT - 570}" fill="#e3d5c2"/>${books}<g transform="rotate(8 720 390)">${lifted(`<rect x="620" y="250" width="210" height="290" rx="4" fill="#f6f3ea"/>`)}<rect x="620" y="250" width="210" height="290" rx="4" fill="#fff" fill-opacity="0.4"/>${motif("leaf", 690, 340, 70, colours.sage, ink)}${motif("flower", 760, 430, 70, colours.rose, ink)}</g>${lifted(`<path d="M850 540 L870 430 L960 430 L980 540 Z" fill="#c96a52"/>`)}${motif("leaf", 890, 380, 90, colours.sage, ink)}${motif("leaf", 940, 360, 80, "#7ea36b", ink)}${text("handle with care", 500, 660, 40)}${tapeStrip(40, 80, 240, -10, colours.sage)}`;
  },
  tape: () => {
    const rolls = [
      [300, 300, colours.rose],
      [560, 250, colours.sage],
      [760, 380, colours.mustard],
      [430, 500, colours.blue],
    ] as const;
    const drawn = rolls
      .map(
        ([x, y, c]) =>
          `${lifted(`<circle cx="${x}" cy="${y}" r="110" fill="${c}"/>`)}<circle cx="${x}" cy="${y}" r="110" fill="url(#stripes)"/><circle cx="${x}" cy="${y}" r="70" fill="#efe2cf"/><circle cx="${x}" cy="${y}" r="58" fill="#f7efd6"/>`,
      )
      .join("");
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f7efd6"/>${tapeStrip(300, 390, 640, 8, colours.rose)}${tapeStrip(-20, 600, 520, -6, colours.sage)}${drawn}${text("five ways", 760, 640, 44, -4)}${motif("star", 120, 130, 60, colours.mustard, ink)}${motif("heart", 880, 110, 56, colours.rose, ink)}`;
  },
};

/** The SVG of a post's cover, WIDTH × HEIGHT (4:3). */
export function blogCoverSvg(scene: Scene) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${scenes[scene]()}</svg>`;
}

/** The sketchbook spread of the sticker post: pencil outlines left, painted right. */
export function sketchbookSvg() {
  const kinds = ["leaf", "flower", "moon", "star"] as const;
  const palette = [colours.sage, colours.rose, colours.blue, colours.mustard];
  const outlines = kinds
    .map((kind, i) =>
      motif(kind, 260 + (i % 2) * 150, 260 + Math.floor(i / 2) * 190, 110, "none", ink).replace(
        /fill="none"/g,
        `fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="3"`,
      ),
    )
    .join("");
  const painted = kinds
    .map((kind, i) =>
      motif(kind, 600 + (i % 2) * 150, 260 + Math.floor(i / 2) * 190, 110, palette[i] ?? ink, ink),
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${defs}${planks()}${lifted(`<rect x="110" y="110" width="780" height="530" rx="12" fill="${colours.paper}"/>`)}<rect x="496" y="110" width="8" height="530" fill="${ink}" fill-opacity="0.12"/><rect x="110" y="110" width="386" height="530" fill="url(#lines)"/>${outlines}${painted}<g transform="rotate(-24 500 680)"><rect x="330" y="668" width="340" height="22" rx="6" fill="${colours.mustard}"/><polygon points="330,668 296,679 330,690" fill="#e7cfa8"/><polygon points="306,676 296,679 306,682" fill="${ink}"/></g>${tapeStrip(140, 80, 160, -8, colours.rose)}${tapeStrip(720, 600, 170, 10, colours.sage)}</svg>`;
}

export interface DemoBlogImages {
  /** The encoded covers, by post slug. */
  covers: Map<string, ImageVariants>;
  /** The sketchbook picture's address (one WebP at 1000 px). */
  sketchesUrl: string;
}

/** Draws and encodes the covers and the sketchbook picture and stores them under `blog/`. */
export async function drawDemoBlogImages(pictures: PictureStore): Promise<DemoBlogImages> {
  const byScene = new Map<Scene, ImageVariants>();
  for (const scene of new Set(demoBlogPosts.map((post) => post.scene))) {
    const variants = await writeImageVariants(Buffer.from(blogCoverSvg(scene)), {
      pictures,
      folder: "blog",
      baseName: scene,
      avifEffort: 0,
    });
    byScene.set(scene, variants);
  }
  const covers = new Map(
    demoBlogPosts.map((post) => [post.slug, byScene.get(post.scene) as ImageVariants]),
  );
  const sketches = await sharp(Buffer.from(sketchbookSvg()))
    .resize(1000, 750)
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  const sketchesUrl = await writeHashedFile(
    { pictures, folder: "blog", baseName: "sticker-sketches-1000", ext: "webp" },
    sketches,
  );
  return { covers, sketchesUrl };
}

const DAY = 86_400_000;

/** Inserts the blog's name and intro and the demo posts (two multi-row inserts). */
export async function insertDemoBlog(tx: Transaction, images: DemoBlogImages, now: Date) {
  await tx.insert(pageTexts).values(demoBlogIntro).onConflictDoNothing();
  const rows = demoBlogPosts.map((post) => {
    const cover = images.covers.get(post.slug) ?? null;
    const publishedAt = post.daysAgo === null ? null : new Date(now.getTime() - post.daysAgo * DAY);
    return {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content.replaceAll("{{sketches}}", images.sketchesUrl),
      author: post.author,
      status: post.daysAgo === null ? ("draft" as const) : ("published" as const),
      publishedAt,
      coverAlt: post.coverAlt,
      coverWidth: cover?.large.width ?? null,
      coverHeight: cover?.large.height ?? null,
      coverVariants: cover,
      createdAt: publishedAt ?? now,
      updatedAt: publishedAt ?? now,
    };
  });
  await tx.insert(blogPosts).values(rows);
  return { posts: rows.length };
}

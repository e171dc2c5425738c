import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit, { type Font, type Glyph, type GlyphRun } from "@pdf-lib/fontkit";
import type { PDFDocument } from "pdf-lib";
import { projectRoot } from "#server/paths.ts";
import type { FontFamily, FontWeight } from "#server/pdf/font-families.ts";
import { padSubsetGlyphsToEvenLength } from "#server/pdf/fontkit-subset-fix.ts";

/** One font file, read and parsed once per process. */
export interface FontFace {
  family: FontFamily;
  weight: FontWeight;
  bytes: Uint8Array;
  /** Shared by every document: ask it about glyphs, never lay text out with it (see fontkitFor). */
  face: Font;
}

/** The font files, found from the project's root whether the code runs from source or build/. */
export const fontsFolder = path.join(projectRoot, "server/pdf/fonts");
const loading = new Map<string, Promise<FontFace>>();
const loaded = new Map<string, FontFace>();
const facesByBytes = new WeakMap<Uint8Array, FontFace>();

const faceKey = (family: FontFamily, weight: FontWeight) => `${family.name} ${weight}`;

/** The face, read and parsed on first use; fontkit decodes each table when first asked. */
export function loadFace(family: FontFamily, weight: FontWeight): Promise<FontFace> {
  const key = faceKey(family, weight);
  let face = loading.get(key);
  if (!face) {
    face = readFile(path.join(fontsFolder, family.files[weight])).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      const parsed: FontFace = { family, weight, bytes, face: fontkit.create(bytes) };
      padSubsetGlyphsToEvenLength(parsed.face);
      facesByBytes.set(bytes, parsed);
      loaded.set(key, parsed);
      return parsed;
    });
    face.catch(() => loading.delete(key));
    loading.set(key, face);
  }
  return face;
}

/** The face if it is loaded already. */
export function loadedFace(family: FontFamily, weight: FontWeight): FontFace | undefined {
  return loaded.get(faceKey(family, weight));
}

/**
 * Starts a run that fontkit is to lay out right to left. pdf-lib hands our font only the run's
 * text, so its direction travels in the text: a mark no run holds otherwise (marks are not
 * drawn, text-runs.ts), and never drawn itself.
 */
export const rightToLeftRun = "\u200F";

type PdfFontkit = Parameters<PDFDocument["registerFontkit"]>[0];

/**
 * The fontkit a document embeds the faces through. pdf-lib would parse the file again for each
 * document; this hands it the face parsed once instead, seen through a view of its own:
 * - glyph objects are per view. fontkit keeps one per glyph id, and pdf-lib maps each glyph
 *   back to the characters of the first text that used it; per view, that is a text of this
 *   document, not of whichever document came first in the process;
 * - `layout` takes the direction the caller chose (rightToLeftRun) rather than guessing it
 *   from the script, which would turn Arabic-Indic digits (١٢٣) around;
 * - characters fontkit hides (zero-width joiners and non-joiners, bidi marks) are left out:
 *   fontkit replaces them with a space glyph of no advance, but pdf-lib draws glyphs with
 *   their own widths and would leave a gap;
 * - in a right-to-left run, a glyph for several characters (the lam-alef لا) maps back to
 *   them reversed: the glyphs are written in visual order and readers of the PDF reverse the
 *   whole right-to-left text, characters of ligatures included;
 * - each text is shaped once per document: pdf-lib lays a text out again for every width it
 *   is asked and to draw it, and fitting a label asks the same words' widths at several
 *   sizes. pdf-lib only reads the runs it is given, and always with the same features.
 */
export function fontkitFor(): PdfFontkit {
  return {
    create(bytes: Uint8Array) {
      const parsed = facesByBytes.get(bytes);
      return (parsed ? documentView(parsed.face) : fontkit.create(bytes)) as ReturnType<
        PdfFontkit["create"]
      >;
    },
  };
}

const reversedGlyphs = new WeakSet<Glyph>();

/** fontkit's layout, whose typings leave out the script, language and direction it takes. */
type Layout = (
  this: Font,
  text: string,
  features: Parameters<Font["layout"]>[1],
  script: undefined,
  language: undefined,
  direction: "ltr" | "rtl",
) => GlyphRun;

function documentView(face: Font): Font {
  const view = Object.create(face) as Font & { _glyphs: Record<number, Glyph> };
  view._glyphs = {};
  const layout = face.layout as unknown as Layout;
  const shaped = new Map<string, GlyphRun>();
  view.layout = (text, features) => {
    const known = shaped.get(text);
    if (known) return known;
    const rightToLeft = text.startsWith(rightToLeftRun);
    const run = layout.call(
      view,
      rightToLeft ? text.slice(rightToLeftRun.length) : text,
      features,
      undefined,
      undefined,
      rightToLeft ? "rtl" : "ltr",
    );
    const space = view.glyphForCodePoint(0x20).id;
    const kept = run.glyphs.flatMap((glyph, index) =>
      glyph.id === space && run.positions[index]?.xAdvance === 0 ? [] : [index],
    );
    run.glyphs = kept.flatMap((index) => run.glyphs[index] ?? []);
    run.positions = kept.flatMap((index) => run.positions[index] ?? []);
    if (rightToLeft) {
      for (const glyph of run.glyphs) {
        if (glyph.codePoints.length < 2 || reversedGlyphs.has(glyph)) continue;
        reversedGlyphs.add(glyph);
        glyph.codePoints = [...glyph.codePoints].reverse();
      }
    }
    shaped.set(text, run);
    return run;
  };
  return view;
}

import type { Font } from "@pdf-lib/fontkit";

/** The parts of @pdf-lib/fontkit's (unexported) TrueType subsetter this fix touches. */
interface TrueTypeSubset {
  _addGlyph(glyphId: number): number;
  glyf: Uint8Array[];
  offset: number;
}

type BufferClass = { alloc(size: number): Uint8Array };

/** Marks the patched prototype, also for a second copy of this module (a reload in dev). */
const fixed = Symbol.for("washi.pdf.evenSubsetGlyphs");

/**
 * @pdf-lib/fontkit 1.1.1 copies each glyph into a subset as it is, and some glyphs have an odd
 * number of bytes (a third of Noto Sans's, for one). A small subset is written with the short
 * `loca` table, which stores offsets halved: after an odd glyph every offset is off by one byte
 * and the glyphs after it come out broken or blank (pdf-lib issues #494, #664, #1232).
 * Padding each glyph to an even length, as the TrueType spec recommends, fixes it.
 *
 * A patch at run time rather than patch-package: it needs no install step, so it holds after a
 * plain `npm ci` and in the container. The subsetter class is not exported; a subset of any
 * font gives its prototype, patched once. unicode-text.test.ts checks the fix still holds.
 */
export function padSubsetGlyphsToEvenLength(face: Font) {
  const subsetter = Object.getPrototypeOf(face.createSubset()) as TrueTypeSubset;
  if (fixed in subsetter || typeof subsetter._addGlyph !== "function") return;
  Object.defineProperty(subsetter, fixed, { value: true });
  const addGlyph = subsetter._addGlyph;
  subsetter._addGlyph = function (this: TrueTypeSubset, glyphId: number) {
    const index = addGlyph.call(this, glyphId);
    const bytes = this.glyf[index];
    if (bytes && bytes.length % 2 === 1) {
      // A Buffer of fontkit's own bundled kind: its stream refuses any other.
      const padded = (bytes.constructor as unknown as BufferClass).alloc(bytes.length + 1);
      padded.set(bytes);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
}

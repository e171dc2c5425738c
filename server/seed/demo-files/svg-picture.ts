/** SVG documents for the demo's pictures, and their encoding to PNG with sharp. */
import sharp from "sharp";

export function svgDocument(width: number, height: number, defs: string, content: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${content}</svg>`;
}

export function verticalGradient(id: string, top: string, bottom: string) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function encodePng(svg: string, { transparent }: { transparent: boolean }) {
  const image = sharp(Buffer.from(svg));
  return (transparent ? image : image.removeAlpha()).png().toBuffer();
}

/** Colouring pages: a scene in line art filling the page, drawn with a thicker line. */
import { drawArt, type Stroke } from "./line-art.ts";
import { meadowScene } from "./meadow-scene.ts";
import type { PrintablePage, Sheet } from "./pdf-page.ts";
import { windowsillScene } from "./windowsill-scene.ts";

const colorMeIn = "Colour me in";

export const windowsillColoringPages: PrintablePage[] = [
  { subtitle: colorMeIn, draw: coloringPage(windowsillScene) },
];

export const meadowColoringPages: PrintablePage[] = [
  { subtitle: colorMeIn, draw: coloringPage(meadowScene) },
];

function coloringPage(scene: (width: number, height: number) => Stroke[]) {
  return (sheet: Sheet) =>
    drawArt(sheet.page, sheet.x, sheet.y + sheet.height, scene(sheet.width, sheet.height), 1.6);
}

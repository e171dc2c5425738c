import type { Locator } from "@playwright/test";
import { expect } from "#tests/support/fixtures.ts";

/**
 * Swipes across an open lightbox's picture as a finger does (pointer events over the box it
 * has when this is called): `toNext` swipes left until the counter reads `shown` ("2 / 4"),
 * again and again since the first swipe may come before the scripts have loaded; `toPrevious`
 * swipes right, once.
 */
export async function lightboxSwipes(lightbox: Locator) {
  const stage = lightbox.locator("picture").first();
  const box = await stage.boundingBox();
  if (!box) throw new Error("no picture in the lightbox");
  const y = box.y + box.height / 2;
  const swipe = async (from: number, to: number) => {
    await stage.dispatchEvent("pointerdown", { clientX: box.x + box.width * from, clientY: y });
    await stage.dispatchEvent("pointerup", { clientX: box.x + box.width * to, clientY: y });
  };
  return {
    async toNext(shown: string) {
      await expect(async () => {
        await swipe(0.8, 0.2);
        await expect(lightbox.getByText(shown)).toBeVisible({ timeout: 500 });
      }).toPass();
    },
    toPrevious: () => swipe(0.2, 0.8),
  };
}

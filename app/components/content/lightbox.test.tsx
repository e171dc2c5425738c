import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Lightbox } from "#app/components/content/lightbox.tsx";
import { isDrawn } from "#app/components/content/lightbox-defaults.ts";
import type { ProductImage } from "#server/catalogue/types.ts";
import { testVariants } from "#tests/support/fixtures/catalogue.ts";

const images: ProductImage[] = Array.from({ length: 7 }, (_, position) => ({
  alt: `Picture ${position + 1}`,
  width: 1000,
  height: 750,
  variants: testVariants(`picture-${position + 1}`),
}));

function render(index: number) {
  return renderToStaticMarkup(
    <Lightbox
      id="lightbox"
      images={images}
      index={index}
      onIndex={() => {}}
      label="Pictures"
      fallbackAlt="Picture"
    />,
  );
}

describe("Lightbox (spec §9's defaults)", () => {
  it("fades in 250 ms and slides between pictures in 500 ms", () => {
    const html = render(0);
    expect(html).toMatch(/<dialog[^>]*style="--lightbox-fade:250ms;--lightbox-swipe:500ms;/);
    expect(html).toMatch(/<dialog[^>]*class="lightbox /);
    expect(html).toContain('class="lightbox-strip flex h-full"');
  });

  it("keeps 16 px round each picture and puts the next one 30 % of the width further on", () => {
    const html = render(0);
    expect(html).toMatch(
      /<dialog[^>]*style="[^"]*;--lightbox-padding:16px;--lightbox-spacing:30%"/,
    );
    // Every picture's place is a slide (app.css gives it the padding, the strip the gap).
    expect(html.match(/class="lightbox-slide /g)).toHaveLength(images.length);
  });

  it("puts the shown picture in view and hides the others from everyone", () => {
    const html = render(3);
    // Three widths and three gaps of 30 % along.
    expect(html).toContain('style="translate:-390% 0"');
    expect(html.match(/aria-hidden="true" inert=""/g)).toHaveLength(images.length - 1);
  });

  it("loads the 2 pictures on each side of the one shown once open, none while closed", () => {
    const drawn = (index: number, opened: boolean) =>
      images.map((_, position) => position).filter((position) => isDrawn(position, index, opened));
    expect(drawn(3, true)).toEqual([1, 2, 3, 4, 5]);
    expect(drawn(0, true)).toEqual([0, 1, 2]);
    expect(drawn(6, true)).toEqual([4, 5, 6]);
    expect(drawn(3, false)).toEqual([3]);
    // Closed (as the server renders it): the one picture, loaded only when shown.
    expect(render(3).match(/<picture>/g)).toHaveLength(1);
  });
});

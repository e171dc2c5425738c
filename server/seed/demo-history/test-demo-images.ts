/** Test helper: the demo catalogue's image rows without drawing a picture (seeding draws them). */
import type { ImageVariants } from "#server/db/schema.ts";
import { demoDesigns } from "#server/seed/demo-catalogue.ts";
import type { DemoImages } from "#server/seed/demo-images.ts";

export function testDemoImages(): DemoImages {
  const size = (width: number) => ({
    width,
    height: (width * 3) / 4,
    avif: `/uploads/products/test-${width}.avif`,
    webp: `/uploads/products/test-${width}.webp`,
  });
  const variants: ImageVariants = {
    thumbnail: size(245),
    small: size(500),
    medium: size(750),
    large: size(1000),
  };
  return {
    designs: new Map(demoDesigns.map((design) => [design.id, variants])),
    aboutMeUrl: "/uploads/about/test.webp",
  };
}

import { z } from "zod";
import { optionalLongText, requiredLine } from "#server/catalogue/studio/schema-fields.ts";

export const aboutMessages = {
  titleRequired: "Please enter a heading for the About me section",
  bannerRequired: "Please enter the banner's text",
  invalidForm: "Please fix the fields marked below",
} as const;

export const aboutMeSchema = z.object({
  title: requiredLine(120, aboutMessages.titleRequired),
  /** Paragraphs split by blank lines, **bold** words: what the home page renders of it. */
  story: optionalLongText(5000).transform((story) => story ?? ""),
});

export const bannerSchema = z.object({
  bannerText: requiredLine(150, aboutMessages.bannerRequired),
});

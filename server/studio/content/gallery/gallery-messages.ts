export const galleryMessages = {
  notFound: "This picture is no longer in the gallery.",
} as const;

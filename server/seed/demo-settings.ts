/** The demo studio's settings row (the about-me image path is added when it is drawn). */
export const demoShopSettings = {
  shopName: "Washi Paper Studio",
  ownerEmail: "hello@washi.example",
  socialLinks: [
    { label: "Instagram", url: "https://www.instagram.com/washipaperstudio" },
    { label: "Pinterest", url: "https://www.pinterest.com/washipaperstudio" },
  ],
  // US mail does not go to the countries under a US embargo; everywhere else is served.
  unservedCountries: ["CU", "IR", "KP", "SY"],
  clubUnservedCountries: ["CU", "IR", "KP", "SY"],
  bannerText: "Join the Mail Club by the 25th to get next month's letter ✉️",
  aboutMeTitle: "Hi, I'm Mina",
  aboutMeStory: [
    "I paint every design in this shop at a small wooden desk by the window, usually with a cup of tea going cold beside me.",
    "",
    "Washi Paper Studio began with hand-painted letters to friends far away. These days I make stickers, bookmarks, cards and stationery in small batches, and every month I write the **Mail Club** letter by hand: an original painting, a little surprise and a few words from the studio.",
    "",
    "Thank you for supporting slow, handmade things. I hope something here makes your days a little brighter.",
  ].join("\n"),
};

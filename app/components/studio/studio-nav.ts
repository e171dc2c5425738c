/** The studio's sections, in the order the maker reaches for them. */
export const studioSections = [
  { to: "/studio", label: "Dashboard", end: true },
  { to: "/studio/orders", label: "Orders" },
  { to: "/studio/products", label: "Products" },
  { to: "/studio/shipping", label: "Shipping" },
  { to: "/studio/discounts", label: "Discounts" },
  { to: "/studio/tax", label: "Tax" },
  { to: "/studio/gift-cards", label: "Gift cards" },
  { to: "/studio/mail-club", label: "Mail Club" },
  { to: "/studio/content", label: "Content" },
  { to: "/studio/outbox", label: "Outbox" },
  { to: "/studio/settings", label: "Settings" },
  { to: "/studio/audit", label: "Audit log" },
  { to: "/studio/security", label: "Security" },
] as const;

/** The parts of the content section; a post's, a page text's or a message's screen counts as its part. */
export const contentTabs = [
  { to: "/studio/content", label: "Blog posts", within: "/studio/content/posts/" },
  { to: "/studio/content/gallery", label: "Gallery" },
  { to: "/studio/content/pages", label: "Page texts", within: "/studio/content/pages/" },
  { to: "/studio/content/messages", label: "Messages", within: "/studio/content/messages/" },
  { to: "/studio/content/newsletter", label: "Newsletter" },
] as const;

/** The Mail Club's parts; a member's or an issue's page counts as its part. */
export const mailClubTabs = [
  { to: "/studio/mail-club/overview", label: "Overview" },
  { to: "/studio/mail-club", label: "Members", within: "/studio/mail-club/members/" },
  { to: "/studio/mail-club/issues", label: "Issues", within: "/studio/mail-club/issues/" },
  { to: "/studio/mail-club/gifts", label: "Gifts", within: "/studio/mail-club/gifts/" },
] as const;

/** What the page shell shows, loaded once by the root loader. */
export interface NavCategory {
  slug: string;
  name: string;
  subCategories: { slug: string; name: string }[];
}

export interface SocialLink {
  label: string;
  url: string;
}

/** The signed-in customer as the header shows them. */
export interface ShellCustomer {
  name: string;
  email: string;
}

export interface ShellData {
  navigation: NavCategory[];
  shopName: string;
  ownerEmail: string;
  bannerText: string;
  socialLinks: SocialLink[];
  cartCount: number;
  /** Null when nobody is signed in. */
  customer: ShellCustomer | null;
}

/** Used when the root loader failed, so an error page still has a header and footer. */
export const fallbackShell: ShellData = {
  navigation: [],
  shopName: "Washi",
  ownerEmail: "",
  bannerText: "Join the Mail Club by the 25th to get next month's issue.",
  socialLinks: [],
  cartCount: 0,
  customer: null,
};

/**
 * Routes that render without the shop's header, footer and main landmark (the studio, which
 * has its own) say so in `handle`.
 */
export interface ShellHandle {
  shell?: "bare";
}

import type { PostalAddress } from "#server/db/schema.ts";

/** A demo customer: who they are and where their post goes. */
export interface DemoPerson {
  key: string;
  firstName: string;
  lastName: string;
  address: PostalAddress;
  /** Buys as a guest: no account. */
  guest?: boolean;
}

function person(
  key: string,
  address: Omit<PostalAddress, "firstName" | "lastName">,
  name: string,
  guest = false,
): DemoPerson {
  const [firstName = name, ...rest] = name.split(" ");
  const lastName = rest.join(" ");
  return { key, firstName, lastName, address: { firstName, lastName, ...address }, guest };
}

/** The one demo customer who can sign in (README: "The demo shop"); the others have no password. */
export const DEMO_SIGN_IN = { key: "june", password: "folded-paper-demo" } as const;

export function demoEmail(key: string) {
  return `${key}@demo.washi.example`;
}

/**
 * The demo shop's customers, on both sides of the Mail Club's border: every address is one
 * its country's post accepts (server/addresses rules, checked by the demo history's test).
 * Guests buy without an account.
 */
export const demoPeople: DemoPerson[] = [
  person(
    "hana",
    {
      addressLine1: "214 Alder Street",
      city: "Portland",
      stateProvince: "OR",
      postalCode: "97204",
      country: "US",
    },
    "Hana Whitfield",
  ),
  person(
    "oliver",
    {
      addressLine1: "7 Mill Lane",
      city: "York",
      stateProvince: "",
      postalCode: "YO1 7HH",
      country: "GB",
    },
    "Oliver Bennett",
  ),
  person(
    "priya",
    {
      addressLine1: "88 Beacon Street",
      addressLine2: "Apt 4B",
      city: "Boston",
      stateProvince: "MA",
      postalCode: "02108",
      country: "US",
    },
    "Priya Raman",
  ),
  person(
    "lukas",
    {
      addressLine1: "Lindenstraße 12",
      city: "Berlin",
      stateProvince: "",
      postalCode: "10969",
      country: "DE",
    },
    "Lukas Becker",
  ),
  person(
    "grace",
    {
      addressLine1: "1502 Maple Avenue",
      city: "Austin",
      stateProvince: "TX",
      postalCode: "78704",
      country: "US",
    },
    "Grace Okafor",
  ),
  person(
    "aiko",
    {
      addressLine1: "3-5-1 Kitashinagawa",
      city: "Shinagawa-ku",
      stateProvince: "Tokyo",
      postalCode: "140-0001",
      country: "JP",
    },
    "Aiko Tanaka",
  ),
  person(
    "sam",
    {
      addressLine1: "40 Orchard Road",
      city: "Burlington",
      stateProvince: "VT",
      postalCode: "05401",
      country: "US",
    },
    "Sam Delgado",
  ),
  person(
    "chloe",
    {
      addressLine1: "220 Rue Saint-Paul",
      city: "Montréal",
      stateProvince: "QC",
      postalCode: "H2Y 1H2",
      country: "CA",
    },
    "Chloé Tremblay",
  ),
  person(
    "ben",
    {
      addressLine1: "9 Harbor View Drive",
      city: "Seattle",
      stateProvince: "WA",
      postalCode: "98101",
      country: "US",
    },
    "Ben Carter",
  ),
  person(
    "maya",
    {
      addressLine1: "17 Wattle Street",
      city: "Fitzroy",
      stateProvince: "VIC",
      postalCode: "3065",
      country: "AU",
    },
    "Maya Singh",
  ),
  person(
    "leo",
    {
      addressLine1: "655 Elm Court",
      city: "Madison",
      stateProvince: "WI",
      postalCode: "53703",
      country: "US",
    },
    "Leo Martin",
  ),
  person(
    "june",
    {
      addressLine1: "31 Cedar Lane",
      city: "Asheville",
      stateProvince: "NC",
      postalCode: "28801",
      country: "US",
    },
    "June Park",
  ),
  person(
    "emma",
    {
      addressLine1: "12 Rue des Lilas",
      city: "Lyon",
      stateProvince: "",
      postalCode: "69003",
      country: "FR",
    },
    "Emma Laurent",
  ),
  person(
    "noah",
    {
      addressLine1: "480 Pine Street",
      city: "Denver",
      stateProvince: "CO",
      postalCode: "80202",
      country: "US",
    },
    "Noah Fischer",
  ),
  person(
    "rosa",
    {
      addressLine1: "77 Willow Road",
      city: "Ithaca",
      stateProvince: "NY",
      postalCode: "14850",
      country: "US",
    },
    "Rosa Alvarez",
    true,
  ),
  person(
    "tom",
    {
      addressLine1: "5 Quay Street",
      city: "Galway",
      stateProvince: "",
      postalCode: "H91 X2YD",
      country: "IE",
    },
    "Tom Reilly",
    true,
  ),
];

/** What the tax settings and the checkout say when something about tax is refused. */
export const taxMessages = {
  ratesColumns:
    "The file needs the columns State, ZipCode, TaxRegionName, EstimatedCombinedRate and StateRate in its first line.",
  ratesState: "the state is not a US state with a sales tax.",
  ratesZip: "the ZIP code must be five digits.",
  ratesRate: "the rates must be fractions such as 0.08875, the combined rate at least the state's.",
  ratesEmpty: "The file holds no rates.",
  appliesFrom: "Enter the day these rates apply from.",
  unknownForm: "Nothing was changed: the page did not send one of its forms.",
  stateUnknown: "Choose a US state with a sales tax.",
  oneHome: "Only one state can be the home state.",
  oneEuScheme: "Register for one EU scheme: the one-stop shop or the non-Union scheme.",
  vatNumber: "Enter the VAT number for this registration.",
  countriesDisagree: (stated: string, paypal: string) =>
    `You told us you live in ${stated}, but your PayPal account is in ${paypal}. VAT depends on where you live: choose your country, then continue to payment again. Nothing was charged.`,
  countryQuestion: "Which country do you live in?",
} as const;

/**
 * The shipping method an order of downloads only records: nothing is posted. Other orders
 * record the name of the method the buyer chose ("Tracked parcel"). Its own module, as the
 * order pages' browser code reads it.
 */
export const DIGITAL_DELIVERY = "digital";

import type { EmailPreferences, PostalAddress } from "#server/db/schema.ts";

export type { EmailPreferences, PostalAddress };

/** A customer as the screens and the API see it: never the password hash. */
export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phone: string | null;
  customerNumber: string;
  /** Raised by every password reset or change; internal, never part of an API answer. */
  credentialsVersion: number;
  emailVerified: boolean;
  emailPreferences: EmailPreferences;
  shippingAddress: PostalAddress | null;
  createdAt: Date;
  updatedAt: Date;
}

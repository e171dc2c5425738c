/** What the studio knows of who is signed in; never the password hash or the TOTP secret. */
export interface StudioAccount {
  id: number;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
}

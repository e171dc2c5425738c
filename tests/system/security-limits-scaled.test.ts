/**
 * The sign-in limits hold across instances (decision 008: counted in the database, shared by
 * every instance): one visitor's guesses spread over two servers on one PostgreSQL database lock
 * that visitor out of the customer's and the studio's accounts on both, and an IPv6 /64's free
 * orders count as one visitor's on both (decision 036). Skipped without TEST_DATABASE_URL.
 */
import { afterAll, describe, expect, test } from "vitest";
import { SIGN_IN_LIMITS } from "#server/accounts/sign-in.ts";
import { STUDIO_SIGN_IN_LIMITS } from "#server/studio/auth/studio-sign-in.ts";
import { killStartedServers } from "#tests/support/built-server.ts";
import { randomClientAddress } from "#tests/support/client-address.ts";
import { orderFreeWallpaper, registerCustomer } from "#tests/support/security-principals.ts";
import { startSecondInstance, startSecurityShop, Visitor } from "#tests/support/security-shop.ts";
import { expectLockedOnPage, signInOnPage, studioSignIn } from "#tests/support/security-sign-in.ts";
import { studioAdmin } from "#tests/support/studio.ts";
import { deepTier } from "#tests/support/test-tier.ts";

afterAll(killStartedServers);

/** A deep-tier drill, on PostgreSQL (TEST_DATABASE_URL). */
describe.skipIf(!deepTier || !process.env.TEST_DATABASE_URL)(
  "on PostgreSQL, with two instances",
  () => {
    test("one visitor's guesses spread over both instances lock it out on both", async () => {
      const scaled = await startSecurityShop({ postgres: true });
      const second = await startSecondInstance(scaled).catch(async (error) => {
        await scaled.close();
        throw error;
      });
      try {
        const customer = await registerCustomer(scaled.url, "limit-scaled");
        const guesser = randomClientAddress();
        for (let attempt = 1; attempt <= SIGN_IN_LIMITS.accountFromVisitor.max; attempt++) {
          const instance = attempt % 2 === 0 ? scaled.url : second.url;
          const answer = await signInOnPage(new Visitor(instance, guesser), customer.email, "x");
          expect(answer.status, `guess ${attempt}`).toBe(401);
        }
        for (const instance of [scaled.url, second.url]) {
          await expectLockedOnPage(new Visitor(instance, guesser), customer.email, instance);
        }
        for (let attempt = 1; attempt <= STUDIO_SIGN_IN_LIMITS.accountFromVisitor.max; attempt++) {
          const instance = attempt % 2 === 0 ? scaled.url : second.url;
          const visitor = new Visitor(instance, guesser);
          const answer = await studioSignIn(visitor, studioAdmin.email, "wrong");
          expect(answer.status, `studio guess ${attempt}`).toBe(401);
        }
        const refused = await studioSignIn(
          new Visitor(second.url, guesser),
          studioAdmin.email,
          studioAdmin.password,
        );
        expect(refused.status).toBe(429);

        // Eight free orders from one IPv6 /64, spread over both instances: 3 are placed.
        const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
        const statuses = [];
        for (let host = 1; host <= 8; host++) {
          const instance = host % 2 === 0 ? scaled.url : second.url;
          const address = `${network}::${host}`;
          statuses.push((await orderFreeWallpaper(instance, address, `scaled-v6-${host}`)).status);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      } finally {
        await second.close();
        await scaled.close();
      }
    }, 300_000);
  },
);

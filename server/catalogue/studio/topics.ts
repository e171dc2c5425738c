/** The topics products are about ('Perfect For'): add, rename, delete when no product has them. */
import { count, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { productTopicCategories, topicCategories } from "#server/db/schema.ts";
import { recordStudioChange } from "#server/lib/audit-log.ts";
import { AppError } from "#server/lib/errors.ts";
import type { StudioAccount } from "#server/lib/studio-account.ts";
import { parseProductForm } from "./schema-fields.ts";
import { taxonomySlug } from "./taxonomy-keys.ts";
import { taxonomyMessages, topicSchema, topicUpdateSchema } from "./taxonomy-schemas.ts";

export async function createTopic(db: Database, account: StudioAccount, input: unknown) {
  const fields = parseProductForm(topicSchema, input);
  return db.transaction(async (tx) => {
    const slug = await taxonomySlug({
      slug: fields.slug,
      name: fields.name,
      holders: async (values) => {
        const rows = await tx
          .select({ slug: topicCategories.slug, name: topicCategories.name })
          .from(topicCategories)
          .where(inArray(topicCategories.slug, values));
        return new Map(rows.map((row) => [row.slug, row.name]));
      },
      takenMessage: taxonomyMessages.topicSlugTaken,
    });
    const [created] = await tx
      .insert(topicCategories)
      .values({ name: fields.name, slug, emoji: fields.emoji })
      .returning({ id: topicCategories.id });
    if (!created) throw new Error("The topic was not inserted.");
    await recordStudioChange(tx, account, {
      action: "topic.create",
      subject: `topic:${created.id}`,
      details: { name: fields.name, slug, emoji: fields.emoji },
    });
    return { id: created.id, slug };
  });
}

export async function updateTopic(
  db: Database,
  account: StudioAccount,
  id: number,
  input: unknown,
) {
  const fields = parseProductForm(topicUpdateSchema, input);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: topicCategories.name, emoji: topicCategories.emoji })
      .from(topicCategories)
      .where(eq(topicCategories.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", taxonomyMessages.notFound);
    await tx
      .update(topicCategories)
      .set({ name: fields.name, emoji: fields.emoji })
      .where(eq(topicCategories.id, id));
    await recordStudioChange(tx, account, {
      action: "topic.update",
      subject: `topic:${id}`,
      details: { name: [current.name, fields.name], emoji: [current.emoji, fields.emoji] },
    });
  });
}

export async function deleteTopic(db: Database, account: StudioAccount, id: number) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: topicCategories.name, slug: topicCategories.slug })
      .from(topicCategories)
      .where(eq(topicCategories.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", taxonomyMessages.notFound);
    const [used] = await tx
      .select({ n: count() })
      .from(productTopicCategories)
      .where(eq(productTopicCategories.topicCategoryId, id));
    const uses = used?.n ?? 0;
    if (uses > 0) throw new AppError("conflict", taxonomyMessages.topicInUse(current.name, uses));
    await tx.delete(topicCategories).where(eq(topicCategories.id, id));
    await recordStudioChange(tx, account, {
      action: "topic.delete",
      subject: `topic:${id}`,
      details: { name: current.name, slug: current.slug },
    });
  });
}

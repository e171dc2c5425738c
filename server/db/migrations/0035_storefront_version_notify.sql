-- Raising the storefront version also sends it on the channel 'storefront_version' (decision
-- 007): each server keeps the version in memory instead of reading it for every request. A
-- notification is delivered at commit, so no listener learns a version before its data.
CREATE OR REPLACE FUNCTION "raise_storefront_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "raised" bigint;
BEGIN
  UPDATE "storefront_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO "raised";
  IF "raised" IS NOT NULL THEN
    PERFORM pg_notify('storefront_version', "raised"::text);
  END IF;
  RETURN NULL;
END;
$$;

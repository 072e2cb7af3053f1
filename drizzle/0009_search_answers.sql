CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000000)::bigint NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- Every transaction that changes what decides which businesses a search lists, their order or their cards
-- moves the catalogue's version on once. The move happens at commit (a deferred constraint trigger: the
-- last lock the transaction takes), so a transaction that also moves availability versions never waits for
-- one while holding this row, and two writers cannot deadlock on it. The flag makes the many rows of one
-- transaction one update.
INSERT INTO "catalog_version" ("id") VALUES (true);
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR current_setting('grozio.catalog_version_moved', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO catalog_version (id) VALUES (true)
      ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1;
    IF TG_OP <> 'TRUNCATE' THEN
      PERFORM set_config('grozio.catalog_version_moved', 'on', true);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY['business', 'service', 'review', 'gallery_image', 'area', 'location'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()',
      target || '_catalog_version', target);
    -- Emptying a table fires no row triggers.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()',
      target || '_catalog_version_truncate', target);
  END LOOP;
END $$;

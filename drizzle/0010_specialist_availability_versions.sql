ALTER TABLE "availability_version" ADD COLUMN "specialist_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_version" DROP CONSTRAINT "availability_version_pkey";--> statement-breakpoint
ALTER TABLE "availability_version" ADD CONSTRAINT "availability_version_business_id_specialist_id_pk" PRIMARY KEY("business_id","specialist_id");--> statement-breakpoint
-- hand-written:
-- A row is locked from the statement that moves it until its transaction commits (the WAL flush included),
-- so one version row per business made every booking at a salon wait for the one before it to commit.
-- Visits and blocked time now move the row of their specialist (whose bookings already wait for each other
-- on the specialist's calendar lock); everything else moves the business's own row (the zero id), which the
-- existing rows become. A business's version is the sum of its rows: each only grows, so any change moves it.
-- One upsert per statement, old and new rows together, in key order: two writers lock rows in one order.
CREATE OR REPLACE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  business_column text := TG_ARGV[0];
  whole_business constant text := '''00000000-0000-0000-0000-000000000000''::uuid';
  -- With a second argument, the specialist column: its value names the row (none: the business's own).
  version_row text := CASE WHEN TG_NARGS > 1 THEN format('coalesce(%I, %s)', TG_ARGV[1], whole_business)
                           ELSE whole_business END;
  changed text;
BEGIN
  changed := concat_ws(' UNION ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN
      format('SELECT %I AS business_id, %s AS specialist_id FROM changed_new', business_column, version_row)
    END,
    -- A business deleted with its rows has no version to move (its own rows went with it).
    CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN
      format('SELECT %I, %s FROM changed_old o WHERE EXISTS (SELECT 1 FROM business b WHERE b.id = o.%I)',
        business_column, version_row, business_column)
    END);
  EXECUTE format(
    'INSERT INTO availability_version (business_id, specialist_id) SELECT DISTINCT * FROM (%s) changed ORDER BY 1, 2
     ON CONFLICT (business_id, specialist_id) DO UPDATE SET version = availability_version.version + 1', changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY['appointment', 'time_block'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', target || '_version_insert', target);
    EXECUTE format('DROP TRIGGER %I ON %I', target || '_version_update', target);
    EXECUTE format('DROP TRIGGER %I ON %I', target || '_version_delete', target);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version(%L, %L)',
      target || '_version_insert', target, 'business_id', 'specialist_id');
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version(%L, %L)',
      target || '_version_update', target, 'business_id', 'specialist_id');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
      FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version(%L, %L)',
      target || '_version_delete', target, 'business_id', 'specialist_id');
  END LOOP;
END $$;

CREATE TABLE "availability_version" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_version" ADD CONSTRAINT "availability_version_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- Every statement that changes rows a business's free times follow from moves that business's version on,
-- in the same transaction (so a reader that sees the change sees the new version). Statement triggers
-- with transition tables: one upsert per statement however many rows it wrote (bulk loads stay cheap),
-- businesses in id order so that two writers lock their version rows in the same order.
CREATE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  business_column text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(
      'INSERT INTO availability_version (business_id) SELECT DISTINCT %I FROM changed_new ORDER BY 1
       ON CONFLICT (business_id) DO UPDATE SET version = availability_version.version + 1', business_column);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- A business deleted with its rows has no version to move (its own row went with it).
    EXECUTE format(
      'INSERT INTO availability_version (business_id) SELECT DISTINCT o.%I FROM changed_old o
       WHERE EXISTS (SELECT 1 FROM business b WHERE b.id = o.%I) ORDER BY 1
       ON CONFLICT (business_id) DO UPDATE SET version = availability_version.version + 1',
      business_column, business_column);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
    ('appointment', 'business_id'), ('time_block', 'business_id'), ('schedule', 'business_id'),
    ('schedule_override', 'business_id'), ('holiday', 'business_id'), ('public_holiday_exclusion', 'business_id'),
    ('specialist', 'business_id'), ('specialist_service', 'business_id'), ('service', 'business_id'),
    ('business', 'id')
  ) AS t(table_name, business_column) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version(%L)',
      target.table_name || '_version_insert', target.table_name, target.business_column);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version(%L)',
      target.table_name || '_version_update', target.table_name, target.business_column);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
      FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version(%L)',
      target.table_name || '_version_delete', target.table_name, target.business_column);
  END LOOP;
END $$;

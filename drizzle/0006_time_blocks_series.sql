ALTER TYPE "public"."appointment_source" ADD VALUE 'after_the_fact';--> statement-breakpoint
CREATE TABLE "time_block" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"specialist_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"series_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_block_times" CHECK ("time_block"."ends_at" > "time_block"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "time_block" ADD CONSTRAINT "time_block_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_block" ADD CONSTRAINT "time_block_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_block_business_id_starts_at_index" ON "time_block" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "time_block_specialist_id_starts_at_index" ON "time_block" USING btree ("specialist_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_series_id_index" ON "appointment" USING btree ("series_id");--> statement-breakpoint
-- hand-written:
-- One table of everything that holds a specialist's time (held visits and time blocks), kept by triggers,
-- so one exclusion constraint refuses a block over a visit, a visit over a block and two blocks that
-- overlap, whichever table is written (SQLSTATE 23P01). An exclusion constraint cannot span two tables.
CREATE TABLE "busy_time" (
	"specialist_id" uuid NOT NULL,
	"appointment_id" uuid UNIQUE REFERENCES "appointment"("id") ON DELETE CASCADE,
	"time_block_id" uuid UNIQUE REFERENCES "time_block"("id") ON DELETE CASCADE,
	"during" tstzrange NOT NULL,
	CONSTRAINT "busy_time_one_source" CHECK (("appointment_id" IS NULL) <> ("time_block_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "busy_time" ADD CONSTRAINT "busy_time_no_overlap" EXCLUDE USING gist (
  "specialist_id" WITH =,
  "during" WITH &&
);
--> statement-breakpoint
CREATE FUNCTION "appointment_busy_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "busy_time" WHERE "appointment_id" = NEW."id";
  IF NEW."status" IN ('pending', 'confirmed') THEN
    INSERT INTO "busy_time" ("specialist_id", "appointment_id", "during")
    VALUES (NEW."specialist_id", NEW."id", tstzrange(NEW."starts_at", NEW."blocked_until", '[)'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointment_busy_time" AFTER INSERT OR UPDATE OF "specialist_id", "starts_at", "blocked_until", "status"
  ON "appointment" FOR EACH ROW EXECUTE FUNCTION "appointment_busy_time"();
--> statement-breakpoint
CREATE FUNCTION "time_block_busy_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "busy_time" WHERE "time_block_id" = NEW."id";
  INSERT INTO "busy_time" ("specialist_id", "time_block_id", "during")
  VALUES (NEW."specialist_id", NEW."id", tstzrange(NEW."starts_at", NEW."ends_at", '[)'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "time_block_busy_time" AFTER INSERT OR UPDATE OF "specialist_id", "starts_at", "ends_at"
  ON "time_block" FOR EACH ROW EXECUTE FUNCTION "time_block_busy_time"();
--> statement-breakpoint
INSERT INTO "busy_time" ("specialist_id", "appointment_id", "during")
SELECT "specialist_id", "id", tstzrange("starts_at", "blocked_until", '[)')
FROM "appointment" WHERE "status" IN ('pending', 'confirmed');

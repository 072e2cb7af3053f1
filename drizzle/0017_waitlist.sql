CREATE TYPE "public"."waitlist_entry_status" AS ENUM('waiting', 'booked', 'left', 'ended');--> statement-breakpoint
CREATE TYPE "public"."waitlist_offer_status" AS ENUM('open', 'accepted', 'expired', 'withdrawn');--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "waitlist_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD CONSTRAINT "business_waitlist_hold_minutes" CHECK ("business"."waitlist_hold_minutes" BETWEEN 5 AND 120);--> statement-breakpoint
CREATE TABLE "waitlist_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"specialist_id" uuid,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"status" "waitlist_entry_status" DEFAULT 'waiting' NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entry_window" CHECK ("waitlist_entry"."to_time" > "waitlist_entry"."from_time")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"specialist_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" "waitlist_offer_status" DEFAULT 'open' NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_check" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entry" ADD CONSTRAINT "waitlist_entry_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_entry_id_waitlist_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_check" ADD CONSTRAINT "waitlist_check_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entry_business_id_date_status_index" ON "waitlist_entry" USING btree ("business_id","date","status");--> statement-breakpoint
CREATE INDEX "waitlist_entry_user_id_status_index" ON "waitlist_entry" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_offer_entry_id_index" ON "waitlist_offer" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offer_status_expires_at_index" ON "waitlist_offer" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_one_open_per_entry" ON "waitlist_offer" USING btree ("entry_id") WHERE "waitlist_offer"."status" = 'open';--> statement-breakpoint
-- hand-written:
-- An open offer holds its time like a visit: a row of busy_time (kept by a trigger), so the engine's input
-- and the exclusion constraint that every booking meets both see it, on either database.
ALTER TABLE "busy_time" ADD COLUMN "waitlist_offer_id" uuid UNIQUE REFERENCES "waitlist_offer"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "busy_time" DROP CONSTRAINT "busy_time_one_source";
--> statement-breakpoint
ALTER TABLE "busy_time" ADD CONSTRAINT "busy_time_one_source"
  CHECK (num_nonnulls("appointment_id", "time_block_id", "waitlist_offer_id") = 1);
--> statement-breakpoint
CREATE FUNCTION "waitlist_offer_busy_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "busy_time" WHERE "waitlist_offer_id" = NEW."id";
  IF NEW."status" = 'open' THEN
    INSERT INTO "busy_time" ("specialist_id", "waitlist_offer_id", "during")
    VALUES (NEW."specialist_id", NEW."id", tstzrange(NEW."starts_at", NEW."blocked_until", '[)'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "waitlist_offer_busy_time" AFTER INSERT OR UPDATE OF "specialist_id", "starts_at", "blocked_until", "status"
  ON "waitlist_offer" FOR EACH ROW EXECUTE FUNCTION "waitlist_offer_busy_time"();
--> statement-breakpoint
-- A hold coming or going changes free times like a visit does: it moves its specialist's version row.
CREATE TRIGGER "waitlist_offer_version_insert" AFTER INSERT ON "waitlist_offer" REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version('business_id', 'specialist_id');
--> statement-breakpoint
CREATE TRIGGER "waitlist_offer_version_update" AFTER UPDATE ON "waitlist_offer" REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version('business_id', 'specialist_id');
--> statement-breakpoint
CREATE TRIGGER "waitlist_offer_version_delete" AFTER DELETE ON "waitlist_offer" REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version('business_id', 'specialist_id');

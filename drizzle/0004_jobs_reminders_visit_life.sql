CREATE TYPE "public"."delivery_channel" AS ENUM('email', 'in_app', 'push');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('scheduled', 'queued', 'sent', 'skipped', 'cancelled');--> statement-breakpoint
CREATE TABLE "appointment_reminder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"offset_minutes" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sequence" integer NOT NULL,
	"status" "reminder_status" NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed" (
	"token" text PRIMARY KEY NOT NULL,
	"specialist_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_specialistId_unique" UNIQUE("specialist_id"),
	CONSTRAINT "calendar_feed_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"user_id" text NOT NULL,
	"channel" "delivery_channel" NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preference_user_id_channel_kind_pk" PRIMARY KEY("user_id","channel","kind")
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "reminder_offsets_minutes" integer[] DEFAULT '{1440,120}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "calendar_feed_token" text;--> statement-breakpoint
ALTER TABLE "sent_log" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "sent_log" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "sent_log" ADD COLUMN "channel" "delivery_channel";--> statement-breakpoint
ALTER TABLE "sent_log" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "sent_log" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_reminder" ADD CONSTRAINT "appointment_reminder_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preference" ADD CONSTRAINT "notification_preference_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminder_status_due_at_index" ON "appointment_reminder" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "appointment_reminder_appointment_id_index" ON "appointment_reminder" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "sent_log" ADD CONSTRAINT "sent_log_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_status_ends_at_index" ON "appointment" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "sent_log_appointment_id_index" ON "sent_log" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "business" ADD CONSTRAINT "business_calendarFeedToken_unique" UNIQUE("calendar_feed_token");--> statement-breakpoint
-- Rows written before delivery was tracked were sent when claimed.
UPDATE "sent_log" SET "sent_at" = "created_at";
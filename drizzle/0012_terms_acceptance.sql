ALTER TABLE "user" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "dpa_version" text;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "dpa_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "dpa_accepted_by_user_id" text;--> statement-breakpoint
ALTER TABLE "business" ADD CONSTRAINT "business_dpa_accepted_by_user_id_user_id_fk" FOREIGN KEY ("dpa_accepted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;

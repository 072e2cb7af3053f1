ALTER TABLE "billing_details" ADD COLUMN "plan_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business" ADD COLUMN "requires_phone_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_card" ADD COLUMN "erased_at" timestamp with time zone;
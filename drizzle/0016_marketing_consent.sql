CREATE TABLE "marketing_consent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_via" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	CONSTRAINT "marketing_consent_granted_via" CHECK ("marketing_consent"."granted_via" IN ('booking', 'account')),
	CONSTRAINT "marketing_consent_withdrawal" CHECK (("marketing_consent"."withdrawn_at" IS NULL) = ("marketing_consent"."withdrawn_via" IS NULL) AND ("marketing_consent"."withdrawn_via" IS NULL OR "marketing_consent"."withdrawn_via" IN ('account', 'unsubscribe_link', 'one_click')))
);
--> statement-breakpoint
CREATE TABLE "rebook_nudge" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "marketing_consent" ADD CONSTRAINT "marketing_consent_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consent" ADD CONSTRAINT "marketing_consent_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebook_nudge" ADD CONSTRAINT "rebook_nudge_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebook_nudge" ADD CONSTRAINT "rebook_nudge_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebook_nudge" ADD CONSTRAINT "rebook_nudge_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consent_business_id_user_id_index" ON "marketing_consent" USING btree ("business_id","user_id") WHERE "marketing_consent"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "marketing_consent_user_id_granted_at_index" ON "marketing_consent" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebook_nudge_business_id_user_id_appointment_id_index" ON "rebook_nudge" USING btree ("business_id","user_id","appointment_id");--> statement-breakpoint
CREATE INDEX "rebook_nudge_business_id_user_id_created_at_index" ON "rebook_nudge" USING btree ("business_id","user_id","created_at");

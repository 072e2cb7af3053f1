ALTER TABLE "invitation" ADD COLUMN "specialist_id" uuid;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_specialist_id_specialist_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "visit_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"created_by" text,
	"visits" integer NOT NULL,
	"new_clients" integer NOT NULL,
	"skipped" integer NOT NULL,
	"appointments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_card_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_import" ADD CONSTRAINT "visit_import_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_import" ADD CONSTRAINT "visit_import_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_import_business_id_created_at_index" ON "visit_import" USING btree ("business_id","created_at");

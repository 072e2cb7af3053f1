CREATE TABLE "client_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"created_by" text,
	"created" integer NOT NULL,
	"merged" integer NOT NULL,
	"skipped" integer NOT NULL,
	"created_card_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_import" ADD CONSTRAINT "client_import_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_import" ADD CONSTRAINT "client_import_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_import_business_id_created_at_index" ON "client_import" USING btree ("business_id","created_at");
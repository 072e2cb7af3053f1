CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"corrects_invoice_id" uuid,
	"reason" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate_percent" integer,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_corrects_invoice_id_invoice_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_number_index" ON "invoice" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_business_month" ON "invoice" USING btree ("business_id","period_from") WHERE "invoice"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_corrects_invoice_id_index" ON "invoice" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_business_id_issued_on_index" ON "invoice" USING btree ("business_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoice_issued_on_index" ON "invoice" USING btree ("issued_on");--> statement-breakpoint
-- hand-written:
-- An issued invoice is never changed or deleted: a correction is a credit note, a new row.
CREATE OR REPLACE FUNCTION "refuse_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice is never changed or deleted (%)', OLD.id USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_immutable" BEFORE UPDATE OR DELETE ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION "refuse_invoice_change"();

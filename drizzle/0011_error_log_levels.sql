-- hand-written:
-- A browser's report of a refusal the person caused (a 4xx: a wrong code, a taken time) is kept as a
-- warning, apart from real failures; a report repeated within minutes is counted on its first row
-- (occurrences, last_seen_at) instead of adding rows.
ALTER TABLE "error_log" ADD COLUMN "level" text DEFAULT 'error' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_log" ADD CONSTRAINT "error_log_level_check" CHECK ("level" in ('error', 'warning'));--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_log" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "error_log" SET "last_seen_at" = "created_at";--> statement-breakpoint
CREATE INDEX "error_log_last_seen_at_index" ON "error_log" USING btree ("last_seen_at");

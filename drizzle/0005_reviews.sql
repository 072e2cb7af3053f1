ALTER TABLE "review" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_business_id_created_at_index" ON "review" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_comment_length" CHECK (char_length("review"."comment") <= 1000);--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reply_length" CHECK ("review"."reply" IS NULL OR char_length("review"."reply") <= 1000);
ALTER TABLE "appointment" ADD COLUMN "group_id" uuid;--> statement-breakpoint
CREATE INDEX "appointment_group_id_index" ON "appointment" USING btree ("group_id");

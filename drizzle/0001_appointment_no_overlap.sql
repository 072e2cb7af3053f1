-- The database itself refuses two held (pending or confirmed) visits of one specialist that overlap,
-- buffer included; half-open ranges let visits sit back to back. Violations raise SQLSTATE 23P01.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_no_overlap" EXCLUDE USING gist (
  "specialist_id" WITH =,
  tstzrange("starts_at", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));

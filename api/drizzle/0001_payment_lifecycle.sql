ALTER TABLE "payments" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reauthorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_status_expires_idx" ON "payments" USING btree ("status","expires_at");
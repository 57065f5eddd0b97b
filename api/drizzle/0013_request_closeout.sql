ALTER TABLE "payments" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "actual_end_datetime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "service_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "final_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owed_cents" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "pa_due_cents" integer;
ALTER TABLE "audit_log" ADD COLUMN "from_status" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "to_status" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;
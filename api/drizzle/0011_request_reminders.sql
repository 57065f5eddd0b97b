CREATE TABLE "request_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"offset_hours" integer NOT NULL,
	"recipient" text NOT NULL,
	"outcome" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_reminders_outcome_ck" CHECK ("request_reminders"."outcome" in ('sent', 'skipped')),
	CONSTRAINT "request_reminders_offset_ck" CHECK ("request_reminders"."offset_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "request_reminders" ADD CONSTRAINT "request_reminders_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reminders" ADD CONSTRAINT "request_reminders_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_reminders_claim_uq" ON "request_reminders" USING btree ("request_id","offset_hours","recipient");--> statement-breakpoint
CREATE INDEX "request_reminders_mail_idx" ON "request_reminders" USING btree ("mail_id");
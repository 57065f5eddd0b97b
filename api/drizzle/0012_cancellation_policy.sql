CREATE TABLE "request_cancellations" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"percent" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"fee_state" text NOT NULL,
	"policy" jsonb NOT NULL,
	CONSTRAINT "request_cancellations_fee_ck" CHECK ("request_cancellations"."fee_cents" >= 0 and "request_cancellations"."captured_cents" >= 0 and "request_cancellations"."percent" between 0 and 100),
	CONSTRAINT "request_cancellations_state_ck" CHECK ("request_cancellations"."fee_state" in ('none', 'captured', 'owed'))
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "cancellation_policy" jsonb DEFAULT '[{"hoursBefore":24,"percent":0},{"hoursBefore":2,"percent":50},{"hoursBefore":0,"percent":100}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "request_cancellations" ADD CONSTRAINT "request_cancellations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
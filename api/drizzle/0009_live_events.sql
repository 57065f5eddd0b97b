CREATE TABLE "event_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"country_scope" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_events_event_ck" CHECK ("request_events"."event" in ('request.created', 'request.assigned', 'request.cancelled', 'request.paid')),
	CONSTRAINT "request_events_type_ck" CHECK ("request_events"."type" in ('business', 'consumer')),
	CONSTRAINT "request_events_status_ck" CHECK ("request_events"."status" in ('created', 'assigned', 'completed', 'cancelled', 'PA-paid', 'pending-capture'))
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_expires_idx" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "request_events_created_idx" ON "request_events" USING btree ("created_at");
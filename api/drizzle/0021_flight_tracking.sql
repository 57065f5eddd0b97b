CREATE TABLE "flight_poller" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"holder" text,
	"lease_until" timestamp with time zone,
	"budget_day" date,
	"calls_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_poller_one_ck" CHECK ("flight_poller"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "travel_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"travel_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"state" text NOT NULL,
	"scheduled_arrival" timestamp with time zone,
	"expected_arrival" timestamp with time zone,
	"landed_at" timestamp with time zone,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_observations_state_ck" CHECK ("travel_observations"."state" in ('scheduled', 'delayed', 'early', 'landed', 'cancelled', 'diverted'))
);
--> statement-breakpoint
CREATE TABLE "travel_polls" (
	"travel_id" integer PRIMARY KEY NOT NULL,
	"polled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_event_ck";--> statement-breakpoint
ALTER TABLE "travel_observations" ADD CONSTRAINT "travel_observations_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_observations" ADD CONSTRAINT "travel_observations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_polls" ADD CONSTRAINT "travel_polls_travel_id_travels_id_fk" FOREIGN KEY ("travel_id") REFERENCES "public"."travels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_observations_travel_idx" ON "travel_observations" USING btree ("travel_id","id");--> statement-breakpoint
CREATE INDEX "travel_observations_request_idx" ON "travel_observations" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_event_ck" CHECK ("request_events"."event" in ('request.created', 'request.assigned', 'request.cancelled', 'request.paid', 'request.field', 'request.travel'));--> statement-breakpoint
-- The pollers' shared row exists from the start: taking the lease and spending a call are single updates of it.
INSERT INTO "flight_poller" ("id") VALUES (1);
--> statement-breakpoint
-- An observation changes what a request's detail answers (its travels' tracking), so it moves the requests' data
-- version like the other tables the detail reads.
CREATE CONSTRAINT TRIGGER "travel_observations_version" AFTER INSERT OR UPDATE OR DELETE ON "travel_observations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE TRIGGER "travel_observations_truncate_version" AFTER TRUNCATE ON "travel_observations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();

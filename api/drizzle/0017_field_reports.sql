CREATE TABLE "field_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"pa_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"note" text,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "field_reports_status_ck" CHECK ("field_reports"."status" in ('on-the-way', 'at-meeting-point', 'guest-met', 'ended', 'no-show')),
	CONSTRAINT "field_reports_position_ck" CHECK (("field_reports"."lat" is null) = ("field_reports"."lng" is null) and ("field_reports"."lat" is null or "field_reports"."lat" between -90 and 90)
        and ("field_reports"."lng" is null or "field_reports"."lng" between -180 and 180) and ("field_reports"."accuracy" is null or "field_reports"."accuracy" >= 0))
);
--> statement-breakpoint
ALTER TABLE "request_events" DROP CONSTRAINT "request_events_event_ck";--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "no_show_wait_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "field_reports" ADD CONSTRAINT "field_reports_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_reports" ADD CONSTRAINT "field_reports_pa_id_personal_assistants_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."personal_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "field_reports_step_uq" ON "field_reports" USING btree ("request_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "field_reports_key_uq" ON "field_reports" USING btree ("pa_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "field_reports_request_idx" ON "field_reports" USING btree ("request_id","at");--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_event_ck" CHECK ("request_events"."event" in ('request.created', 'request.assigned', 'request.cancelled', 'request.paid', 'request.field'));--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_no_show_wait_ck" CHECK ("countries"."no_show_wait_minutes" >= 0 and "countries"."no_show_wait_minutes" <= 360);--> statement-breakpoint
-- A field report changes what a request's detail answers (its field status), so it moves the requests' data version
-- like the other tables the detail reads (migration 0016).
CREATE CONSTRAINT TRIGGER "field_reports_version" AFTER INSERT OR UPDATE OR DELETE ON "field_reports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE TRIGGER "field_reports_truncate_version" AFTER TRUNCATE ON "field_reports" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();

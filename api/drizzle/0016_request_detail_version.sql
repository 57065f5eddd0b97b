-- The 'requests' counter (migration 0005) also covers what a request's detail adds to its dashboard row: assisted
-- people, travels and the assigned PA with languages, vehicles and past assignments, so request-detail answers can be
-- kept in memory on the same terms as the dashboards' pages.
CREATE CONSTRAINT TRIGGER "assisted_people_version" AFTER INSERT OR UPDATE OR DELETE ON "assisted_people" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "travels_version" AFTER INSERT OR UPDATE OR DELETE ON "travels" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "personal_assistants_version" AFTER INSERT OR UPDATE OR DELETE ON "personal_assistants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pa_languages_version" AFTER INSERT OR UPDATE OR DELETE ON "pa_languages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pa_vehicles_version" AFTER INSERT OR UPDATE OR DELETE ON "pa_vehicles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pa_past_assignments_version" AFTER INSERT OR UPDATE OR DELETE ON "pa_past_assignments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE TRIGGER "assisted_people_truncate_version" AFTER TRUNCATE ON "assisted_people" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "travels_truncate_version" AFTER TRUNCATE ON "travels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "personal_assistants_truncate_version" AFTER TRUNCATE ON "personal_assistants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "pa_languages_truncate_version" AFTER TRUNCATE ON "pa_languages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "pa_vehicles_truncate_version" AFTER TRUNCATE ON "pa_vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "pa_past_assignments_truncate_version" AFTER TRUNCATE ON "pa_past_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();

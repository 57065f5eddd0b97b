CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('requests', 0);
--> statement-breakpoint
-- Bumps the 'requests' counter once per transaction that changes anything the operators' dashboards show.
-- Fired as a deferred constraint trigger, so the counter row is locked only at commit, after every other lock of
-- the transaction: writers queue for it briefly but can never deadlock on it. The transaction-local setting keeps
-- a bulk insert of thousands of rows to one update.
CREATE FUNCTION "bump_requests_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('alfie.requests_version_bumped', true), '') <> 'on' THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'requests';
    PERFORM set_config('alfie.requests_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "requests_version" AFTER INSERT OR UPDATE OR DELETE ON "requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "request_cities_version" AFTER INSERT OR UPDATE OR DELETE ON "request_cities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referents_version" AFTER INSERT OR UPDATE OR DELETE ON "referents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_version" AFTER INSERT OR UPDATE OR DELETE ON "companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "countries_version" AFTER INSERT OR UPDATE OR DELETE ON "countries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cities_version" AFTER INSERT OR UPDATE OR DELETE ON "cities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pois_version" AFTER INSERT OR UPDATE OR DELETE ON "pois" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_requests_version"();
--> statement-breakpoint
-- TRUNCATE cannot fire a constraint trigger; a plain statement trigger covers it (test resets, restores).
CREATE FUNCTION "bump_requests_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'requests';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_truncate_version" AFTER TRUNCATE ON "requests" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "request_cities_truncate_version" AFTER TRUNCATE ON "request_cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "referents_truncate_version" AFTER TRUNCATE ON "referents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "companies_truncate_version" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "countries_truncate_version" AFTER TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "cities_truncate_version" AFTER TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();
--> statement-breakpoint
CREATE TRIGGER "pois_truncate_version" AFTER TRUNCATE ON "pois" FOR EACH STATEMENT EXECUTE FUNCTION "bump_requests_version_now"();

-- Every operator but an operator-admin works for one country. Existing operators without one (the demo's generic
-- operator among them) get Italia, the home country (or the first country there is): a narrower view than the
-- every-country one they had, never a wider one.
UPDATE "operators" SET "country_id" = coalesce(
  (SELECT "id" FROM "countries" WHERE "name" = 'Italia'),
  (SELECT min("id") FROM "countries")
)
WHERE "country_id" IS NULL
  AND "account_id" IN (SELECT "id" FROM "accounts" WHERE "role" <> 'operator-admin');
--> statement-breakpoint
-- The role lives on the account and the country on the operator, so no CHECK can see both: two triggers check the
-- pair at commit (deferred, as an update may change the country and the role in either order).
CREATE FUNCTION "operator_country_missing"(account integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "operators" o JOIN "accounts" a ON a."id" = o."account_id"
    WHERE a."id" = account AND o."country_id" IS NULL AND a."role" <> 'operator-admin'
  )
$$;
--> statement-breakpoint
CREATE FUNCTION "operators_country_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "operator_country_missing"(NEW."account_id") THEN
    RAISE EXCEPTION 'an operator other than operator-admin needs a country (account %)', NEW."account_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'operators_country_ck';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "accounts_operator_country_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "operator_country_missing"(NEW."id") THEN
    RAISE EXCEPTION 'an operator other than operator-admin needs a country (account %)', NEW."id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'operators_country_ck';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "operators_country_ck" AFTER INSERT OR UPDATE ON "operators" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "operators_country_check"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_operator_country_ck" AFTER UPDATE OF "role" ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "accounts_operator_country_check"();

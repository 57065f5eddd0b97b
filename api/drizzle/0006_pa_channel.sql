CREATE TABLE "pa_cities" (
	"pa_id" integer NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_ck";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_type_ck";--> statement-breakpoint
ALTER TABLE "two_factor_policy" DROP CONSTRAINT "two_factor_policy_role_ck";--> statement-breakpoint
ALTER TABLE "personal_assistants" ADD COLUMN "language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "pa_cities" ADD CONSTRAINT "pa_cities_pa_id_personal_assistants_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."personal_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_cities" ADD CONSTRAINT "pa_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pa_cities_pa_city_uq" ON "pa_cities" USING btree ("pa_id","city_id");--> statement-breakpoint
CREATE INDEX "pa_cities_city_idx" ON "pa_cities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pas_email_lower_uq" ON "personal_assistants" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "pas_account_uq" ON "personal_assistants" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_ck" CHECK ("accounts"."role" in ('customer', 'operator-user', 'operator-recruiter', 'operator-admin', 'operator', 'personal-assistant'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_type_ck" CHECK ("accounts"."account_type" in ('Customer', 'Operator', 'PersonalAssistant'));--> statement-breakpoint
ALTER TABLE "personal_assistants" ADD CONSTRAINT "pas_language_ck" CHECK ("personal_assistants"."language" in ('it', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "two_factor_policy" ADD CONSTRAINT "two_factor_policy_role_ck" CHECK ("two_factor_policy"."role" in ('customer', 'operator-user', 'operator-recruiter', 'operator-admin', 'operator', 'personal-assistant'));
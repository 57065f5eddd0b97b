CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"account_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_role_ck" CHECK ("accounts"."role" in ('customer', 'operator-user', 'operator-recruiter', 'operator-admin', 'operator')),
	CONSTRAINT "accounts_type_ck" CHECK ("accounts"."account_type" in ('Customer', 'Operator')),
	CONSTRAINT "accounts_status_ck" CHECK ("accounts"."status" in ('active', 'disabled')),
	CONSTRAINT "accounts_language_ck" CHECK ("accounts"."language" in ('it', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"type" text DEFAULT 'customer-b2b' NOT NULL,
	"business_name" text NOT NULL,
	"country" text NOT NULL,
	"country_id" integer,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"street" text NOT NULL,
	"vat_code" text,
	"fiscal_code" text,
	"sdi" text,
	"email" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "companies_status_ck" CHECK ("companies"."status" in ('created', 'approved', 'rejected')),
	CONSTRAINT "companies_type_ck" CHECK ("companies"."type" in ('customer-b2b', 'consumer'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"country_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_account_id" integer,
	"actor_role" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_ck" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_language_ck" CHECK ("mail_outbox"."language" in ('it', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"account_id" integer,
	"kind" text DEFAULT 'booking' NOT NULL,
	"order_id" text NOT NULL,
	"authorization_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency_code" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'authorized' NOT NULL,
	"end_datetime" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('authorized', 'captured', 'voided', 'expired', 'failed')),
	CONSTRAINT "payments_kind_ck" CHECK ("payments"."kind" in ('booking', 'extension'))
);
--> statement-breakpoint
CREATE TABLE "pa_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"pa_id" integer NOT NULL,
	"culture" text NOT NULL,
	"knowledge_level" integer NOT NULL,
	CONSTRAINT "pa_languages_level_ck" CHECK ("pa_languages"."knowledge_level" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pa_past_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pa_id" integer NOT NULL,
	"date" date NOT NULL,
	"city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pa_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"pa_id" integer NOT NULL,
	"vehicle_type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"registration_year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_assistants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"mobile" text,
	"home_town" text,
	"country_id" integer,
	"birthdate" date,
	"job" text,
	"hobby" text,
	"status" text DEFAULT 'created' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pas_status_ck" CHECK ("personal_assistants"."status" in ('created', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"forfait_hours" numeric(6, 2),
	"perc_to_pa" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_price_ck" CHECK ("cities"."price_cents" >= 0),
	CONSTRAINT "cities_perc_ck" CHECK ("cities"."perc_to_pa" >= 0 and "cities"."perc_to_pa" <= 100)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"vat" integer NOT NULL,
	"withholding_tax" integer NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_vat_ck" CHECK ("countries"."vat" >= 0 and "countries"."vat" <= 100),
	CONSTRAINT "countries_wht_ck" CHECK ("countries"."withholding_tax" >= 0 and "countries"."withholding_tax" <= 100)
);
--> statement-breakpoint
CREATE TABLE "pois" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"forfait_hours" numeric(6, 2) NOT NULL,
	"perc_to_pa" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pois_price_ck" CHECK ("pois"."price_cents" >= 0),
	CONSTRAINT "pois_forfait_ck" CHECK ("pois"."forfait_hours" >= 0),
	CONSTRAINT "pois_perc_ck" CHECK ("pois"."perc_to_pa" >= 0 and "pois"."perc_to_pa" <= 100)
);
--> statement-breakpoint
CREATE TABLE "assisted_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"title" text NOT NULL,
	"mobile" text
);
--> statement-breakpoint
CREATE TABLE "pa_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"pa_id" integer NOT NULL,
	"response" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pa_offers_response_ck" CHECK ("pa_offers"."response" in ('offered', 'read', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "referents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"order_index" integer NOT NULL,
	"city_id" integer NOT NULL,
	"poi_id" integer,
	"street" text,
	"street_number" text,
	"postal_code" text,
	"city_price_cents" integer,
	"poi_price_cents" integer,
	"flat_price" numeric(6, 2),
	"perc_to_pa" numeric(5, 2),
	CONSTRAINT "request_cities_place_ck" CHECK ("request_cities"."poi_id" is not null or coalesce("request_cities"."street", '') <> '')
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"u_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"customer_id" integer,
	"created_by" integer,
	"country_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"start_datetime" timestamp with time zone NOT NULL,
	"end_datetime" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"personal_assistant_id" integer,
	"passengers" integer DEFAULT 1 NOT NULL,
	"services" text,
	"service_notes" text,
	"help_notes" text,
	"additional_details" text,
	"required_vehicles" text[] DEFAULT '{}'::text[] NOT NULL,
	"required_cultures" text[] DEFAULT '{}'::text[] NOT NULL,
	"lat" text,
	"lng" text,
	"currency_code" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"pa_payment_cents" integer NOT NULL,
	"pa_payment_instant" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_type_ck" CHECK ("requests"."type" in ('business', 'consumer')),
	CONSTRAINT "requests_status_ck" CHECK ("requests"."status" in ('created', 'assigned', 'completed', 'cancelled', 'PA-paid', 'pending-capture')),
	CONSTRAINT "requests_period_ck" CHECK ("requests"."end_datetime" > "requests"."start_datetime"),
	CONSTRAINT "requests_money_ck" CHECK ("requests"."amount_cents" >= 0 and "requests"."net_cents" >= 0 and "requests"."vat_cents" >= 0 and "requests"."pa_payment_cents" >= 0),
	CONSTRAINT "requests_assigned_ck" CHECK ("requests"."status" <> 'assigned' or "requests"."personal_assistant_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "travels" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"company" text NOT NULL,
	"lastname" text,
	"from" text,
	"to" text,
	"arrival_datetime" timestamp with time zone,
	CONSTRAINT "travels_type_ck" CHECK ("travels"."type" in ('airplain', 'train'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_languages" ADD CONSTRAINT "pa_languages_pa_id_personal_assistants_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."personal_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_past_assignments" ADD CONSTRAINT "pa_past_assignments_pa_id_personal_assistants_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."personal_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_vehicles" ADD CONSTRAINT "pa_vehicles_pa_id_personal_assistants_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."personal_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_assistants" ADD CONSTRAINT "personal_assistants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_assistants" ADD CONSTRAINT "personal_assistants_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pois" ADD CONSTRAINT "pois_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisted_people" ADD CONSTRAINT "assisted_people_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_offers" ADD CONSTRAINT "pa_offers_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pa_offers" ADD CONSTRAINT "pa_offers_pa_id_personal_assistants_id_fk" FOREIGN KEY ("pa_id") REFERENCES "public"."personal_assistants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referents" ADD CONSTRAINT "referents_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cities" ADD CONSTRAINT "request_cities_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cities" ADD CONSTRAINT "request_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cities" ADD CONSTRAINT "request_cities_poi_id_pois_id_fk" FOREIGN KEY ("poi_id") REFERENCES "public"."pois"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_personal_assistant_id_personal_assistants_id_fk" FOREIGN KEY ("personal_assistant_id") REFERENCES "public"."personal_assistants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travels" ADD CONSTRAINT "travels_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_uq" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_account_uq" ON "companies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status","create_date");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "companies" USING btree ("city");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_account_uq" ON "operators" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "operators_country_idx" ON "operators" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_uq" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_account_idx" ON "password_reset_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_uq" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "pa_languages_pa_idx" ON "pa_languages" USING btree ("pa_id");--> statement-breakpoint
CREATE INDEX "pa_past_assignments_pa_idx" ON "pa_past_assignments" USING btree ("pa_id");--> statement-breakpoint
CREATE INDEX "pa_vehicles_pa_idx" ON "pa_vehicles" USING btree ("pa_id");--> statement-breakpoint
CREATE INDEX "pas_status_idx" ON "personal_assistants" USING btree ("status","create_date");--> statement-breakpoint
CREATE INDEX "pas_home_town_idx" ON "personal_assistants" USING btree ("home_town");--> statement-breakpoint
CREATE INDEX "pas_country_idx" ON "personal_assistants" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_uq" ON "cities" USING btree ("country_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_uq" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "pois_city_name_uq" ON "pois" USING btree ("city_id",lower("name"));--> statement-breakpoint
CREATE INDEX "assisted_people_request_idx" ON "assisted_people" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pa_offers_request_pa_uq" ON "pa_offers" USING btree ("request_id","pa_id");--> statement-breakpoint
CREATE INDEX "pa_offers_pa_idx" ON "pa_offers" USING btree ("pa_id");--> statement-breakpoint
CREATE INDEX "referents_request_idx" ON "referents" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_cities_order_uq" ON "request_cities" USING btree ("request_id","order_index");--> statement-breakpoint
CREATE INDEX "request_cities_city_idx" ON "request_cities" USING btree ("city_id","request_id");--> statement-breakpoint
CREATE INDEX "request_cities_poi_idx" ON "request_cities" USING btree ("poi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_uid_uq" ON "requests" USING btree ("u_id");--> statement-breakpoint
CREATE INDEX "requests_type_created_idx" ON "requests" USING btree ("type","create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_type_status_created_idx" ON "requests" USING btree ("type","status","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_customer_idx" ON "requests" USING btree ("customer_id","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_pa_idx" ON "requests" USING btree ("personal_assistant_id");--> statement-breakpoint
CREATE INDEX "requests_country_idx" ON "requests" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "travels_request_idx" ON "travels" USING btree ("request_id");
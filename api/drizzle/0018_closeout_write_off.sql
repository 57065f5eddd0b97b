ALTER TABLE "requests" ADD COLUMN "owed_written_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owed_written_off_by" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owed_write_off_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_owed_written_off_by_accounts_id_fk" FOREIGN KEY ("owed_written_off_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data fix: a request recorded as PA-paid whose service was never confirmed, or whose customer amount is not
-- settled (nothing was written off before this migration), goes back to completed: the closeout then shows it to
-- confirm or to settle. The payout instant it claimed is kept in an audit row of the system, with the facts it lacked.
INSERT INTO "audit_log" ("actor_account_id", "actor_role", "entity", "entity_id", "action", "from_status", "to_status", "reason", "before", "after")
SELECT NULL, NULL, 'request', "id"::text, 'PA-paid-reverted', 'PA-paid', 'completed',
  'PA payout recorded on a service not confirmed or not settled',
  jsonb_build_object('status', "status", 'paPaymentInstant', "pa_payment_instant", 'serviceConfirmedAt', "service_confirmed_at",
    'finalAmountCents', "final_amount_cents", 'capturedCents', "captured_cents", 'owedCents', "owed_cents"),
  jsonb_build_object('status', 'completed', 'paPaymentInstant', NULL)
FROM "requests"
WHERE "status" = 'PA-paid' AND NOT ("pa_payment_instant" IS NOT NULL AND "service_confirmed_at" IS NOT NULL
  AND "final_amount_cents" IS NOT NULL AND "captured_cents" IS NOT NULL AND coalesce("owed_cents", -1) = 0);--> statement-breakpoint
UPDATE "requests" SET "status" = 'completed', "pa_payment_instant" = NULL
WHERE "status" = 'PA-paid' AND NOT ("pa_payment_instant" IS NOT NULL AND "service_confirmed_at" IS NOT NULL
  AND "final_amount_cents" IS NOT NULL AND "captured_cents" IS NOT NULL AND coalesce("owed_cents", -1) = 0);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_pa_paid_settled_ck" CHECK ("requests"."status" <> 'PA-paid' or ("requests"."pa_payment_instant" is not null and "requests"."service_confirmed_at" is not null
        and "requests"."final_amount_cents" is not null and "requests"."captured_cents" is not null and "requests"."owed_cents" is not null
        and ("requests"."owed_cents" = 0 or ("requests"."owed_cents" > 0 and "requests"."owed_written_off_at" is not null))));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_write_off_ck" CHECK ("requests"."owed_written_off_at" is null or ("requests"."owed_write_off_reason" is not null and "requests"."service_confirmed_at" is not null
        and "requests"."owed_cents" > 0));
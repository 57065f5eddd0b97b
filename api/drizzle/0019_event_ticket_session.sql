-- Tickets now name the session that took them; a ticket of before (valid 60 s) names none, so it is dropped.
DELETE FROM "event_tickets";--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "session_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD COLUMN "token_version" integer NOT NULL;
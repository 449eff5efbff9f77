CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"action" text NOT NULL,
	"preference" boolean NOT NULL,
	"statistics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"policy_version" smallint NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" in ('accept_all', 'decline', 'selection'))
);
--> statement-breakpoint
CREATE TABLE "visitor_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"consent_id" text NOT NULL,
	"client" text NOT NULL,
	"landing_page" text NOT NULL,
	"browser" text NOT NULL,
	"jump_out" boolean DEFAULT true NOT NULL,
	"refer" text DEFAULT '' NOT NULL,
	"timezone" text NOT NULL,
	"routes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");--> statement-breakpoint
CREATE INDEX "consent_records_created_idx" ON "consent_records" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_visits_session_idx" ON "visitor_visits" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "visitor_visits_created_idx" ON "visitor_visits" USING btree ("created_at");
CREATE TABLE "route_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"status" smallint DEFAULT 308 NOT NULL,
	"variant" text DEFAULT 'all' NOT NULL,
	"keep_query" boolean DEFAULT true NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_rules_kind_check" CHECK ("route_rules"."kind" in ('exact', 'prefix')),
	CONSTRAINT "route_rules_variant_check" CHECK ("route_rules"."variant" in ('all', 'cn', 'au', 'en', 'de', 'it', 'nl', 'fr')),
	CONSTRAINT "route_rules_status_check" CHECK ("route_rules"."status" in (301, 302, 307, 308))
);
--> statement-breakpoint
CREATE TABLE "route_rules_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_rules_state_one_row" CHECK ("route_rules_state"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "route_rules_source_variant_idx" ON "route_rules" USING btree ("source","variant");--> statement-breakpoint
CREATE INDEX "route_rules_updated_idx" ON "route_rules" USING btree ("updated_at");
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"partner_key" text,
	"actor" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_events_kind_check" CHECK ("quote_events"."kind" in ('assigned', 'staff', 'accepted', 'declined', 'reassigned'))
);
--> statement-breakpoint
CREATE TABLE "quote_partner_turns" (
	"partner_key" text PRIMARY KEY NOT NULL,
	"last_assigned_at" timestamp with time zone,
	"assigned" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"configuration" jsonb NOT NULL,
	"partner_key" text,
	"status" text NOT NULL,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('assigned', 'accepted', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_requests_partner_idx" ON "quote_requests" USING btree ("partner_key");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at");
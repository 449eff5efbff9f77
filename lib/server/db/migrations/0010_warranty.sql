CREATE TABLE "serial_numbers" (
	"serial" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"model" text NOT NULL,
	"manufactured_on" date NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serial_numbers_family_check" CHECK ("serial_numbers"."family" in ('batteryModule', 'hybridUnit', 'pcs', 'dataLogger'))
);
--> statement-breakpoint
CREATE TABLE "warranty_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_codes_purpose_check" CHECK ("warranty_codes"."purpose" in ('confirm', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "warranty_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_events_kind_check" CHECK ("warranty_events"."kind" in ('registered', 'confirmed', 'transfer-started', 'transferred', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "warranty_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"serial" text NOT NULL,
	"role" text NOT NULL,
	"tower" smallint,
	"current" boolean DEFAULT true NOT NULL,
	CONSTRAINT "warranty_items_role_check" CHECK ("warranty_items"."role" in ('hybrid', 'module', 'pcs', 'logger'))
);
--> statement-breakpoint
CREATE TABLE "warranty_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"owner_id" text,
	"owner_email" text,
	"registered_by" text NOT NULL,
	"installed_on" date NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"installer_certificate" text,
	"installer_name" text,
	"term_years" smallint NOT NULL,
	"with_maintenance" boolean DEFAULT false NOT NULL,
	"valid_until" date NOT NULL,
	"language" text NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_registrations_status_check" CHECK ("warranty_registrations"."status" in ('pending', 'active', 'void'))
);
--> statement-breakpoint
ALTER TABLE "warranty_codes" ADD CONSTRAINT "warranty_codes_registration_id_warranty_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."warranty_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_events" ADD CONSTRAINT "warranty_events_registration_id_warranty_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."warranty_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_items" ADD CONSTRAINT "warranty_items_registration_id_warranty_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."warranty_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_items" ADD CONSTRAINT "warranty_items_serial_serial_numbers_serial_fk" FOREIGN KEY ("serial") REFERENCES "public"."serial_numbers"("serial") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_codes_registration_idx" ON "warranty_codes" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "warranty_events_registration_idx" ON "warranty_events" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_items_current_serial_idx" ON "warranty_items" USING btree ("serial") WHERE "warranty_items"."current";--> statement-breakpoint
CREATE INDEX "warranty_items_registration_idx" ON "warranty_items" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "warranty_items_serial_idx" ON "warranty_items" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_registrations_code_idx" ON "warranty_registrations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warranty_registrations_owner_idx" ON "warranty_registrations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "warranty_registrations_country_idx" ON "warranty_registrations" USING btree ("country");
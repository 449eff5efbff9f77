CREATE TABLE "api_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"company" text NOT NULL,
	"use_case" text NOT NULL,
	"systems_count" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_applications_status_check" CHECK ("api_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "api_applications_source_check" CHECK ("api_applications"."source" in ('applicant', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "api_system_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"grantee_id" text NOT NULL,
	"serial" text NOT NULL,
	"control" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_system_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"user_id" text NOT NULL,
	"serial" text NOT NULL,
	"mode" jsonb NOT NULL,
	"export_limit_w" integer,
	"effective_from" timestamp with time zone NOT NULL,
	"key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_system_modes_environment_check" CHECK ("api_system_modes"."environment" in ('sandbox', 'live'))
);
--> statement-breakpoint
CREATE TABLE "api_usage_daily" (
	"key_id" integer NOT NULL,
	"day" date NOT NULL,
	"endpoint_group" text NOT NULL,
	"status_class" smallint NOT NULL,
	"requests" integer NOT NULL,
	"latency_buckets" integer[] NOT NULL,
	CONSTRAINT "api_usage_daily_key_id_day_endpoint_group_status_class_pk" PRIMARY KEY("key_id","day","endpoint_group","status_class")
);
--> statement-breakpoint
ALTER TABLE "api_applications" ADD CONSTRAINT "api_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_system_consents" ADD CONSTRAINT "api_system_consents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_system_consents" ADD CONSTRAINT "api_system_consents_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_system_modes" ADD CONSTRAINT "api_system_modes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_system_modes" ADD CONSTRAINT "api_system_modes_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_usage_daily" ADD CONSTRAINT "api_usage_daily_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_applications_user_idx" ON "api_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_applications_status_idx" ON "api_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "api_system_consents_grantee_idx" ON "api_system_consents" USING btree ("grantee_id","serial");--> statement-breakpoint
CREATE INDEX "api_system_modes_system_idx" ON "api_system_modes" USING btree ("environment","user_id","serial","effective_from");
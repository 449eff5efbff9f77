CREATE TABLE "blogs" (
	"keytitle" text NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author" text,
	"cover_url" text,
	"published_on" date NOT NULL,
	CONSTRAINT "blogs_keytitle_website_id_pk" PRIMARY KEY("keytitle","website_id"),
	CONSTRAINT "blogs_website_id_check" CHECK ("blogs"."website_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"published_on" date NOT NULL,
	CONSTRAINT "news_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "news_website_id_check" CHECK ("news"."website_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"cover_url" text,
	"published_on" date NOT NULL,
	CONSTRAINT "videos_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "videos_website_id_check" CHECK ("videos"."website_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"location" text,
	"cover_url" text,
	CONSTRAINT "cases_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "cases_website_id_check" CHECK ("cases"."website_id" between 1 and 7),
	CONSTRAINT "cases_category_check" CHECK ("cases"."category" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"product" text,
	"series" text,
	"doc_type" text NOT NULL,
	"language" text NOT NULL,
	"file_type" text NOT NULL,
	"updated_on" date NOT NULL,
	"file_url" text NOT NULL,
	CONSTRAINT "downloads_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "downloads_website_id_check" CHECK ("downloads"."website_id" between 1 and 7),
	CONSTRAINT "downloads_doc_type_check" CHECK ("downloads"."doc_type" in ('product', 'warranty', 'corporate')),
	CONSTRAINT "downloads_file_type_check" CHECK ("downloads"."file_type" in ('pdf', 'video', 'image'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faqs_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "faqs_website_id_check" CHECK ("faqs"."website_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "products_website_id_check" CHECK ("products"."website_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text NOT NULL,
	"company" text NOT NULL,
	"contact" text NOT NULL,
	"type" text DEFAULT 'distributor' NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"address" text,
	CONSTRAINT "distributors_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "distributors_website_id_check" CHECK ("distributors"."website_id" between 1 and 7),
	CONSTRAINT "distributors_type_check" CHECK ("distributors"."type" in ('distributor', 'installer'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cover_url" text,
	CONSTRAINT "events_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "events_website_id_check" CHECK ("events"."website_id" between 1 and 7),
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('expo', 'activity'))
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" integer NOT NULL,
	"website_id" smallint NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"location" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"language" text NOT NULL,
	"scale" integer NOT NULL,
	CONSTRAINT "trainings_id_website_id_pk" PRIMARY KEY("id","website_id"),
	CONSTRAINT "trainings_website_id_check" CHECK ("trainings"."website_id" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "i18n_config" (
	"tag" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "i18n_config_tag_key_pk" PRIMARY KEY("tag","key")
);

CREATE TABLE "csp_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document_uri" text NOT NULL,
	"blocked_uri" text NOT NULL,
	"effective_directive" text NOT NULL,
	"disposition" text NOT NULL,
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"sample" text,
	"status_code" integer,
	CONSTRAINT "csp_reports_disposition_check" CHECK ("csp_reports"."disposition" in ('enforce', 'report'))
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_idx" ON "csp_reports" USING btree ("received_at");
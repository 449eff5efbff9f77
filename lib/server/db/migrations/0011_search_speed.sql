DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
DROP INDEX "search_documents_website_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (search_fold(title)) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_1_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 1;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_2_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 2;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_3_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 3;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_4_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 4;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_5_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 5;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_6_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 6;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_7_idx" ON "search_documents" USING gin ("tsv") WHERE website_id = 7;
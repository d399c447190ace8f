DROP INDEX "controls_tsv";--> statement-breakpoint
DROP INDEX "document_texts_tsv";--> statement-breakpoint
DROP INDEX "facts_tsv";--> statement-breakpoint
DROP INDEX "search_entries_tsv";--> statement-breakpoint
DROP INDEX "webpages_tsv";--> statement-breakpoint
CREATE INDEX "document_texts_title_trgm" ON "document_texts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "controls_tsv" ON "controls" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "document_texts_tsv" ON "document_texts" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "facts_tsv" ON "facts" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_entries_tsv" ON "search_entries" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "webpages_tsv" ON "webpages" USING gin ("tsv") WITH (fastupdate=false);
ALTER TABLE "kb_entries" ADD COLUMN "internal_note" text;

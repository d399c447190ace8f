-- drizzle-kit does not write CREATE EXTENSION; search needs trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- pg_trgm (a trusted extension: the database's owner may create it) gives the search its typo tolerance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text GENERATED ALWAYS AS (lower(name || ' ' || metal || ' ' || stone || ' ' || replace(category, '-', ' '))) STORED NOT NULL;
-- The centre stone's facts beside the stones, for the listing's filters and facet counts: one statement, so the
-- table is rewritten once.
ALTER TABLE "products"
  ADD COLUMN "centre_shape" text GENERATED ALWAYS AS (stones->0->>'shape') STORED,
  ADD COLUMN "centre_colour" text GENERATED ALWAYS AS (stones->0->>'colour') STORED,
  ADD COLUMN "centre_clarity" text GENERATED ALWAYS AS (stones->0->>'clarity') STORED,
  ADD COLUMN "centre_carat" numeric GENERATED ALWAYS AS ((stones->0->>'carat')::numeric) STORED;

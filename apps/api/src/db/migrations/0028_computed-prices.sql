ALTER TABLE "product_variants" ADD COLUMN "pricing" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "making_type" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "making" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "original_making" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stones_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "other_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "rate_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "metal_amount" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "making_amount" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_pricing_check" CHECK ("product_variants"."pricing" = 'fixed' or ("product_variants"."pricing" = 'computed' and "product_variants"."weight_mg" is not null
        and "product_variants"."making_type" in ('per_gram', 'percent') and "product_variants"."making" >= 0 and "product_variants"."original_making" >= "product_variants"."making"));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_max_check" CHECK ("product_variants"."original_price" <= 100000000);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_extras_check" CHECK ("product_variants"."stones_value" >= 0 and "product_variants"."other_value" >= 0);--> statement-breakpoint
-- Half of each page is left free, so that repricing rewrites a variant in its own page (a HOT update) instead of
-- touching its three indexes: a new rate reprices every computed variant in one statement (decision 033).
ALTER TABLE "product_variants" SET (fillfactor = 50);

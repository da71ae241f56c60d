ALTER TABLE "product_variants" ADD COLUMN "pricing" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "making_type" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "making" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "original_making" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stones_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "other_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_pricing_check" CHECK ("product_variants"."pricing" = 'fixed' or ("product_variants"."pricing" = 'computed' and "product_variants"."weight_mg" is not null
        and "product_variants"."making_type" in ('per_gram', 'percent') and "product_variants"."making" >= 0 and "product_variants"."original_making" >= "product_variants"."making"));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_extras_check" CHECK ("product_variants"."stones_value" >= 0 and "product_variants"."other_value" >= 0);--> statement-breakpoint
CREATE VIEW "public"."current_metal_rates" AS (select distinct on (metal, purity) id, metal, purity, rate_per_gram, set_at from "metal_rates" order by metal, purity, id desc);--> statement-breakpoint
CREATE VIEW "public"."priced_variants" AS (select v.id, v.product_id, v.sku, v.metal, v.purity, v.size, v.position, v.weight_mg,
  coalesce(((((v.weight_mg)::bigint * (r.rate_per_gram) + 500) / 1000) + (case v.making_type when 'per_gram' then (((v.weight_mg)::bigint * (v.making) + 500) / 1000)
    else ((((((v.weight_mg)::bigint * (r.rate_per_gram) + 500) / 1000))::bigint * (v.making) + 5000) / 10000) end) + v.stones_value + v.other_value)::int, v.price) as price,
  coalesce(((((v.weight_mg)::bigint * (r.rate_per_gram) + 500) / 1000) + (case v.making_type when 'per_gram' then (((v.weight_mg)::bigint * (v.original_making) + 500) / 1000)
    else ((((((v.weight_mg)::bigint * (r.rate_per_gram) + 500) / 1000))::bigint * (v.original_making) + 5000) / 10000) end) + v.stones_value + v.other_value)::int, v.original_price) as original_price,
  v.quantity, v.made_to_order_days, v.huid, v.pricing, v.making_type, v.making, v.original_making, v.stones_value,
  v.other_value, r.id as rate_id, r.rate_per_gram, r.set_at as rate_set_at,
  (((v.weight_mg)::bigint * (r.rate_per_gram) + 500) / 1000)::int as metal_amount, (case v.making_type when 'per_gram' then (((v.weight_mg)::bigint * (v.making) + 500) / 1000)
    else ((((((v.weight_mg)::bigint * (r.rate_per_gram) + 500) / 1000))::bigint * (v.making) + 5000) / 10000) end)::int as making_amount
  from "product_variants" v
  left join "current_metal_rates" r on v.pricing = 'computed' and r.metal = case v.metal when 'Gold' then 'Gold' when 'Rose Gold' then 'Gold' when 'White Gold' then 'Gold' when 'Black Gold' then 'Gold' when 'Platinum' then 'Platinum' when 'Silver' then 'Silver' end and r.purity = v.purity);
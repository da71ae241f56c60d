CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"metal" text DEFAULT '' NOT NULL,
	"purity" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"weight_mg" integer,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"made_to_order_days" integer,
	CONSTRAINT "product_variants_quantity_check" CHECK ("product_variants"."quantity" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0 and "product_variants"."original_price" >= "product_variants"."price"),
	CONSTRAINT "product_variants_weight_check" CHECK ("product_variants"."weight_mg" is null or "product_variants"."weight_mg" > 0),
	CONSTRAINT "product_variants_made_to_order_days_check" CHECK ("product_variants"."made_to_order_days" is null or "product_variants"."made_to_order_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_to" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_idx" ON "product_variants" USING btree ("product_id","metal","purity","size");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_variant_line_idx" ON "cart_items" USING btree ("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "products_metals_idx" ON "products" USING gin ("metals");--> statement-breakpoint
CREATE INDEX "products_purities_idx" ON "products" USING gin ("purities");--> statement-breakpoint
-- Today's data becomes one variant per piece and size: its metal and purity (sterling silver is 925), its price, and
-- the stock of that size. The SKU is the piece's number and the size's letters and digits.
INSERT INTO "product_variants" ("product_id", "sku", "metal", "purity", "size", "position", "price", "original_price", "quantity")
SELECT p."id",
	'LJ-' || lpad(p."id"::text, 5, '0') || CASE WHEN s."size" = '' THEN '' ELSE '-' || regexp_replace(upper(s."size"), '[^A-Z0-9]+', '', 'g') END,
	p."metal",
	coalesce(p."purity", CASE WHEN p."metal" = 'Silver' THEN '925' ELSE '' END),
	s."size", s."n" - 1, p."price", p."original_price", coalesce(st."quantity", 0)
FROM "products" p
CROSS JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_array_length(p."sizes") = 0 THEN '[""]'::jsonb ELSE p."sizes" END)
	WITH ORDINALITY AS s("size", "n")
LEFT JOIN "product_stock" st ON st."product_id" = p."id" AND st."size" = s."size";--> statement-breakpoint
UPDATE "products" p SET "price_to" = p."price",
	"metals" = ARRAY[p."metal"],
	"purities" = array_remove(ARRAY[coalesce(p."purity", CASE WHEN p."metal" = 'Silver' THEN '925' END)], NULL);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_to" SET NOT NULL;--> statement-breakpoint
UPDATE "cart_items" c SET "variant_id" = v."id" FROM "product_variants" v
WHERE v."product_id" = c."product_id" AND v."size" = c."size";--> statement-breakpoint
DELETE FROM "cart_items" WHERE "variant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
UPDATE "order_items" o SET "variant_id" = v."id", "sku" = v."sku",
	"options" = jsonb_strip_nulls(jsonb_build_object('metal', nullif(v."metal", ''), 'purity', nullif(v."purity", ''), 'size', nullif(v."size", '')))
FROM "product_variants" v
WHERE v."product_id" = o."product_id" AND v."size" = coalesce(o."size", '');
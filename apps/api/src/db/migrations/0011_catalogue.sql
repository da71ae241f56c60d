CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_stock_quantity_check" CHECK ("product_stock"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "faqs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order_days" integer;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_made_to_order_days_check" CHECK ("products"."made_to_order_days" is null or "products"."made_to_order_days" between 1 and 365);
--> statement-breakpoint
-- A shop that already has products keeps selling them: 100 of each piece and size until real counts are entered
-- (back office or CSV import). A fresh shop gets its stock from the catalogue seed instead.
INSERT INTO "product_stock" ("product_id", "size", "quantity")
SELECT "products"."id", coalesce("sized"."size", ''), 100
FROM "products" LEFT JOIN LATERAL jsonb_array_elements_text("products"."sizes") AS "sized"("size") ON true
ON CONFLICT DO NOTHING;

ALTER TABLE "product_variants" ADD COLUMN "huid" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "huid" text;
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"metal" text NOT NULL,
	"stone" text NOT NULL,
	"purity" text,
	"price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"images" jsonb NOT NULL,
	"sizes" jsonb NOT NULL,
	"material_details" jsonb NOT NULL,
	"best_seller_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', coalesce(material_details->>'material', '')), 'C')) STORED NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0 and "products"."original_price" >= "products"."price")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_category_audience_idx" ON "products" USING btree ("category","audience");--> statement-breakpoint
CREATE INDEX "products_best_seller_idx" ON "products" USING btree ("best_seller_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");
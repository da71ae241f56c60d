CREATE TABLE "product_photo_variants" (
	"photo_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_photo_variants_photo_id_format_width_pk" PRIMARY KEY("photo_id","format","width"),
	CONSTRAINT "product_photo_variants_format_check" CHECK ("product_photo_variants"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photos_alt_check" CHECK (length(btrim("product_photos"."alt")) > 0),
	CONSTRAINT "product_photos_position_check" CHECK ("product_photos"."position" >= 0),
	CONSTRAINT "product_photos_size_check" CHECK ("product_photos"."width" > 0 and "product_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_photo_variants" ADD CONSTRAINT "product_photo_variants_photo_id_product_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."product_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photo_variants_hash_idx" ON "product_photo_variants" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_one_primary_idx" ON "product_photos" USING btree ("product_id") WHERE "product_photos"."is_primary";
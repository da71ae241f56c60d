CREATE TABLE "tax_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hsn" text NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_classes_hsn_check" CHECK ("tax_classes"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "tax_classes_rate_check" CHECK ("tax_classes"."rate_percent" >= 0 and "tax_classes"."rate_percent" <= 28)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_name_idx" ON "tax_classes" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "tax_classes" ("name", "hsn", "rate_percent") VALUES
	('Gold and silver jewellery', '7113', 3),
	('Cut and polished diamonds', '7102', 0.25),
	('Watches in precious metal', '9101', 18),
	('Other watches', '9102', 18);

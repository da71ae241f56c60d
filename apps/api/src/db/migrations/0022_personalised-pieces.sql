DROP INDEX "cart_items_variant_line_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "engraving_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "engraving_font" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "engraving_font" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("user_id","variant_id","engraving_text","engraving_font");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_engraving_check" CHECK (char_length("cart_items"."engraving_text") <= 40 and "cart_items"."engraving_font" in ('', 'script', 'serif', 'block'));--> statement-breakpoint
-- The opening catalogue's personalised pieces (catalog/seed-facts.ts, openingPersonalisation), for a shop opened before them.
UPDATE "products" SET "personalisation" = '{"kind":"engraving","max_length":20,"fonts":["script","serif","block"],"lead_days":5}'::jsonb
  WHERE "category" IN ('rings', 'bridal-sets') AND "personalisation" IS NULL;--> statement-breakpoint
UPDATE "products" SET "personalisation" = '{"kind":"initial","max_length":1,"fonts":[],"lead_days":7}'::jsonb
  WHERE "slug" = 'initial-pendant' AND "personalisation" IS NULL;--> statement-breakpoint
UPDATE "products" SET "personalisation" = '{"kind":"engraving","max_length":10,"fonts":["script"],"lead_days":10}'::jsonb
  WHERE "slug" = 'name-necklace' AND "personalisation" IS NULL;--> statement-breakpoint
UPDATE "products" SET "personalisation" = '{"kind":"engraving","max_length":30,"fonts":["serif","block","script"],"lead_days":5}'::jsonb
  WHERE "slug" = 'engraved-bar-bracelet' AND "personalisation" IS NULL;

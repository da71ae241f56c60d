DROP TABLE "product_stock" CASCADE;--> statement-breakpoint
DROP INDEX "cart_items_line_idx";--> statement-breakpoint
ALTER TABLE "cart_items" DROP COLUMN "size";
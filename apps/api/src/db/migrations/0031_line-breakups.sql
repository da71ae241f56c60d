ALTER TABLE "cart_items" ADD COLUMN "locked_breakup" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "breakup" jsonb;
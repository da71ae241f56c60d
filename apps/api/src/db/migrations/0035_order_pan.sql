ALTER TABLE "orders" ADD COLUMN "pan_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pan_masked" text;
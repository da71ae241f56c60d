ALTER TABLE "orders" ADD COLUMN "collected_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_by_staff_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_check" CHECK ("orders"."collected_method" is null or ("orders"."payment_method" = 'pay_on_delivery' and "orders"."payment_status" = 'paid' and "orders"."collected_amount" is not null));
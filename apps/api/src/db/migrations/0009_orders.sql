CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('placed', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by_staff" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_once_idx" ON "order_events" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_by_staff_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_staff_staff_id_fk" FOREIGN KEY ("cancelled_by_staff") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shipped_created_idx" ON "orders" USING btree (("shipped_at" is not null),"created_at","id");--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" = 'Pending' and "orders"."shipped_at" is null;--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer_email") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_check" CHECK ("orders"."carrier" is null or "orders"."shipped_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_check" CHECK ("orders"."delivered_at" is null or "orders"."status" = 'Delivered');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_check" CHECK ("orders"."cancelled_by" is null or "orders"."status" = 'Cancelled');--> statement-breakpoint
-- Back-fill: every order placed before the timeline existed gets its steps from the columns that recorded them.
-- Orders marked Delivered before delivered_at existed take the latest time known of them (shipped, else placed).
UPDATE "orders" SET "cancelled_by" = 'customer' WHERE "status" = 'Cancelled' AND "cancelled_by" IS NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at", "details")
  SELECT "id", 'placed', "created_at", '{}'::jsonb FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at", "details")
  SELECT "id", 'shipped', "shipped_at",
    jsonb_build_object('carrier', "carrier", 'tracking_number', "tracking_number", 'tracking_url', "tracking_url")
  FROM "orders" WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at", "details")
  SELECT "id", 'delivered', coalesce("delivered_at", "shipped_at", "created_at"), '{}'::jsonb
  FROM "orders" WHERE "status" = 'Delivered';--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at", "details")
  SELECT "id", 'cancelled', coalesce("cancelled_at", "created_at"),
    jsonb_build_object('by', "cancelled_by", 'reason', "cancel_reason")
  FROM "orders" WHERE "status" = 'Cancelled';

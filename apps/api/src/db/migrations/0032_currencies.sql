CREATE TABLE "currency_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"source" text NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."rate_micros" > 0),
	CONSTRAINT "currency_rates_source_check" CHECK ("currency_rates"."source" in ('staff', 'feed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate_micros" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_set_by_staff_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_rates_current_idx" ON "currency_rates" USING btree ("currency","id" DESC NULLS LAST);
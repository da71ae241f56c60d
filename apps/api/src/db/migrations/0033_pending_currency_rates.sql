CREATE TABLE "pending_currency_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_currency_rates_rate_check" CHECK ("pending_currency_rates"."rate_micros" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_currency_rates_currency_idx" ON "pending_currency_rates" USING btree ("currency");
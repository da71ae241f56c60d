CREATE TABLE "metal_rate_feed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text,
	"max_jump" integer NOT NULL,
	"checked_at" timestamp with time zone,
	"error" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rate_feed_one_row" CHECK ("metal_rate_feed"."id" = 1),
	CONSTRAINT "metal_rate_feed_max_jump_check" CHECK ("metal_rate_feed"."max_jump" between 10 and 5000)
);
--> statement-breakpoint
CREATE TABLE "pending_metal_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"rate_per_gram" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_metal_rates_rate_check" CHECK ("pending_metal_rates"."rate_per_gram" > 0)
);
--> statement-breakpoint
ALTER TABLE "metal_rate_feed" ADD CONSTRAINT "metal_rate_feed_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_metal_rates_rate_idx" ON "pending_metal_rates" USING btree ("metal","purity");
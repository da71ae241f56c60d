CREATE TABLE "metal_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"rate_per_gram" integer NOT NULL,
	"source" text NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_rate_check" CHECK ("metal_rates"."rate_per_gram" > 0),
	CONSTRAINT "metal_rates_source_check" CHECK ("metal_rates"."source" in ('staff', 'feed'))
);
--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_set_by_staff_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rates_current_idx" ON "metal_rates" USING btree ("metal","purity","id" DESC NULLS LAST);
CREATE TABLE "slide_daily_stats" (
	"slide_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slide_daily_stats_slide_id_day_pk" PRIMARY KEY("slide_id","day")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"cta_text" jsonb NOT NULL,
	"cta_link" text DEFAULT '' NOT NULL,
	"media_key" text NOT NULL,
	"media_type" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"duration" integer DEFAULT 5 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"target_audience_roles" text[] NOT NULL,
	"overlay_color" text DEFAULT '#000000' NOT NULL,
	"overlay_opacity" real DEFAULT 0.3 NOT NULL,
	"transition" text DEFAULT 'fade' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slides_dates_order" CHECK ("slides"."end_date" is null or "slides"."start_date" is null or "slides"."end_date" > "slides"."start_date"),
	CONSTRAINT "slides_audience_not_empty" CHECK (cardinality("slides"."target_audience_roles") > 0)
);
--> statement-breakpoint
ALTER TABLE "slide_daily_stats" ADD CONSTRAINT "slide_daily_stats_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slides_order_idx" ON "slides" USING btree ("order","id");
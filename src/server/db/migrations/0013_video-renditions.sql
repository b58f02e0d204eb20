CREATE TYPE "public"."rendition_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "video_renditions" (
	"source_key" text PRIMARY KEY NOT NULL,
	"status" "rendition_status" DEFAULT 'pending' NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hls_key" text,
	"poster_key" text,
	"hls_size" bigint,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

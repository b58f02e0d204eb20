CREATE TYPE "public"."app_language" AS ENUM('ar', 'fr', 'en');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "app_language" DEFAULT 'ar' NOT NULL;
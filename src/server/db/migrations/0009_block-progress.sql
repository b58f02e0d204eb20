CREATE TABLE "block_progress" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"position" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_progress_user_id_block_id_pk" PRIMARY KEY("user_id","block_id")
);
--> statement-breakpoint
ALTER TABLE "block_progress" ADD CONSTRAINT "block_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_progress" ADD CONSTRAINT "block_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_progress" ADD CONSTRAINT "block_progress_block_id_course_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."course_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_progress_user_course_idx" ON "block_progress" USING btree ("user_id","course_id","updated_at");--> statement-breakpoint
CREATE INDEX "block_progress_course_idx" ON "block_progress" USING btree ("course_id");
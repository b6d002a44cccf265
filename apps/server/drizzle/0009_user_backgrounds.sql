CREATE TABLE "user_background" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"min_dim" real NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_background" ADD CONSTRAINT "user_background_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;

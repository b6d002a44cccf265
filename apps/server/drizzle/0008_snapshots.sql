CREATE TABLE "sync_snapshot" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"document_name" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"update" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_snapshot" ADD CONSTRAINT "sync_snapshot_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sync_snapshot_user_taken_idx" ON "sync_snapshot" USING btree ("user_id","taken_at");
--> statement-breakpoint
CREATE INDEX "sync_snapshot_taken_idx" ON "sync_snapshot" USING btree ("taken_at");

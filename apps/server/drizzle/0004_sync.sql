CREATE TABLE "sync_update" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_name" text NOT NULL,
	"update" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sync_update_document_idx" ON "sync_update" USING btree ("document_name","id");
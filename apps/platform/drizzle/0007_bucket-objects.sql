CREATE TABLE "bucket_objects" (
	"bucket_name" text NOT NULL,
	"key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"etag" text NOT NULL,
	"content_type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blob" text NOT NULL,
	"last_modified" timestamp with time zone NOT NULL,
	CONSTRAINT "bucket_objects_bucket_name_key_pk" PRIMARY KEY("bucket_name","key")
);
--> statement-breakpoint
CREATE TABLE "multipart_parts" (
	"upload_id" text NOT NULL,
	"part_number" integer NOT NULL,
	"size_bytes" bigint NOT NULL,
	"etag" text NOT NULL,
	"blob" text NOT NULL,
	CONSTRAINT "multipart_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "multipart_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"bucket_name" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bucket_objects" ADD CONSTRAINT "bucket_objects_bucket_name_buckets_name_fk" FOREIGN KEY ("bucket_name") REFERENCES "public"."buckets"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipart_parts" ADD CONSTRAINT "multipart_parts_upload_id_multipart_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."multipart_uploads"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipart_uploads" ADD CONSTRAINT "multipart_uploads_bucket_name_buckets_name_fk" FOREIGN KEY ("bucket_name") REFERENCES "public"."buckets"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "multipart_uploads_bucket_idx" ON "multipart_uploads" USING btree ("bucket_name");
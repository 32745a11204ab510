-- Vocabulary (decision 018): the board-of-education account type is the spec's local_government.
UPDATE "auth_tokens" SET "account_type" = 'local_government' WHERE "account_type" = 'organization_user';
--> statement-breakpoint
UPDATE "account_tokens" SET "account_type" = 'local_government' WHERE "account_type" = 'organization_user';
--> statement-breakpoint
UPDATE "sign_in_throttles" SET "key" = 'local_government:' || substr("key", length('organization_user:') + 1) WHERE "key" LIKE 'organization_user:%';

-- Each code keeps its unit's card number (a unit's number never changes), so an export reads the codes alone.
ALTER TABLE "activation_codes" ADD COLUMN "card_number" text;--> statement-breakpoint
UPDATE "activation_codes" AS c SET "card_number" = u."card_number" FROM "card_units" AS u WHERE u."id" = c."unit_id";--> statement-breakpoint
ALTER TABLE "activation_codes" ALTER COLUMN "card_number" SET NOT NULL;

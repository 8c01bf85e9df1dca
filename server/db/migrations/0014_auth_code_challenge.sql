-- A one-time code is redeemed only with the PKCE verifier whose S256 hash asked for it. Codes issued before this
-- column existed hold no challenge, so none of them can be redeemed (they lived a few minutes at most).
ALTER TABLE auth_codes ADD COLUMN code_challenge TEXT NOT NULL DEFAULT '';

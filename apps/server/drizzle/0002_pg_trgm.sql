-- The Admin Panel searches users by substring of email and name through trigram indexes.
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

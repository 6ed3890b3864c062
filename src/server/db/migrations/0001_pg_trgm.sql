-- Trigram indexes make the back office's substring search (name, e-mail) an index search. PostgreSQL
-- ships pg_trgm in contrib (trusted since 13: the database owner may create it); PGlite loads it as a module
-- (client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

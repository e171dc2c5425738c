-- Trigram similarity for forgiving search (typos). PGlite loads it from its contrib bundle;
-- on a PostgreSQL server it is a trusted extension shipped with the server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

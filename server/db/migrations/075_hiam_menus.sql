-- 075: a menu an administrator changed (hiam menus) keeps the change: the synchronisation from
-- server/db/menuData.ts at start no longer writes over it (nor its names).
ALTER TABLE menus ADD COLUMN customized INTEGER NOT NULL DEFAULT 0 CHECK (customized IN (0, 1));

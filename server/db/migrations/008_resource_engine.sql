-- 008: translations are keyed by the resource key (`module/name`) of the resource engine.
UPDATE hpfm_multi_language SET entity = 'hpfm/' || entity WHERE entity NOT LIKE '%/%';

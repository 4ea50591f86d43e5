-- Five more idea categories after the first nine (agriculture, crafts, education, services and
-- "other" for an idea none fits); existing ones keep their ids. Re-running is harmless.
INSERT INTO "categories" ("id", "sort_order") VALUES
	('agriculture', 10),
	('crafts', 11),
	('education', 12),
	('services', 13),
	('other', 14)
ON CONFLICT ("id") DO NOTHING;

-- The nine idea categories, in their display order. Re-running is harmless.
INSERT INTO "categories" ("id", "sort_order") VALUES
	('technology', 1),
	('franchise', 2),
	('food', 3),
	('healthyAndBeauty', 4),
	('onlineShop', 5),
	('peopleDevelopment', 6),
	('traveling', 7),
	('environment', 8),
	('pet', 9)
ON CONFLICT ("id") DO NOTHING;

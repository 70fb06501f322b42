-- The site's redirect rules as data an operator can see, change or switch off (module redirects).
-- Paths are written without the language prefix; a prefix rule keeps the rest of the path.
-- Existing rules (same match and path) are left as they are.

-- Redirects the specification requires (seed 000 §2, seed 001 §2).
INSERT INTO "redirect_rules" ("match", "path", "target", "code", "reason") VALUES
  ('exact', '/user/registration.php', '/registration', 301, 'Old registration page (specification)'),
  ('exact', '/tvgames/view/poker', '/poker', 301, 'Poker moved out of TV games (specification)'),
  ('exact', '/vulkan', '/slots/vulkan', 301, 'Vulkan slots live under slots (specification)'),
  ('exact', '/mobile/startdownloadapp', '/mobile', 302, 'App download start page (specification)'),
  ('exact', '/fastgames-daily-tournament', '/bonus/casino/tournaments', 301, 'Daily fast games tournament moved to casino tournaments (specification)'),
  ('exact', '/bonuses-rules/drops-and-wins', '/bonuses-rules/dropsnwins', 301, 'Old Drops & Wins rules path (specification)'),
  ('exact', '/bonuses-rules/happy-birthday', '/bonuses-rules/wishing_you_a_happy_birthday', 301, 'Old birthday bonus rules path (specification)'),
  ('exact', '/coupon', '/', 301, 'The coupon is on every page: to the language root (specification)')
ON CONFLICT ("match", "path") DO NOTHING;
--> statement-breakpoint

-- The operator's legacy URLs and campaign links.
INSERT INTO "redirect_rules" ("match", "path", "target", "code", "enabled", "reason") VALUES
  ('prefix', '/live-casino', '/casino', 301, true, 'Live casino merged into the casino section'),
  ('prefix', '/sport', '/line', 301, true, 'Pre-match sports book moved to /line'),
  ('prefix', '/livebets', '/live', 301, true, 'Old in-play section'),
  ('prefix', '/games', '/allgamesentrance', 301, true, 'Old games lobby'),
  ('prefix', '/games/slots', '/slots', 301, true, 'Old games lobby: slots have their own section'),
  ('prefix', '/stats', '/statistic', 301, true, 'Old statistics path'),
  ('prefix', '/news-archive', '/news', 301, true, 'News archive merged into news'),
  ('exact', '/promotions-old', '/bonuses', 301, true, 'Old promotions page'),
  ('exact', '/app', '/mobile', 302, true, 'Campaign short link to the mobile apps'),
  ('prefix', '/winter-cup', '/bonus/casino/tournaments', 302, false, 'Winter cup campaign (ended; kept switched off)')
ON CONFLICT ("match", "path") DO NOTHING;

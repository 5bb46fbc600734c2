-- Member search, closest first (lib/search/search.ts): the GiST trigram index returns usernames in
-- order of distance from the searched name, so a name that many usernames resemble reads the page,
-- not every member. The GIN trigram index stays for the filters (contains, starts with).
CREATE INDEX "User_username_closest_idx" ON "User" USING GIST ("username" gist_trgm_ops);

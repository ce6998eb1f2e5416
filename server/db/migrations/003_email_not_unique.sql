-- An email is contact data, not an identity (users log in with their wallet). Refusing an address another user
-- already gave told any logged-in wallet who is registered; until emails are verified by a link, several users
-- may give the same address and every update answers alike.
drop index if exists users_email_key;

// What the API accepts as an email address (docs/product.md#wallet-mail): one @, a dotted domain, no spaces or
// brackets, at most 254 characters.
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmailAddress = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

// The email rule alone: the contact page needs nothing else of the account rules, and each rules module the web
// shares between pages becomes a chunk of its own.
/** docs/product/rules.md#validation's "normal address pattern": zod's own, which the server's email checks use. */
export const emailPattern =
  // eslint-disable-next-line no-useless-escape -- zod's source verbatim, so a test can tell it is the same pattern
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const isEmail = (text: string) => emailPattern.test(text.trim());

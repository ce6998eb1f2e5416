// Limits of a backend property record that the API enforces and the console's forms check first
// (docs/validation.md#create-form, docs/constants.md#limits).

/** Photos taken by one gallery upload; more are left out (console) or refused (API). */
export const MAX_GALLERY_FILES = 5;

/** Photos one property's gallery holds at most (the investor page shows them all); the API refuses more. */
export const MAX_GALLERY_IMAGES = 30;

/** The highest APY a record may state, in percent (step 0.1, from 0). */
export const MAX_APY_PERCENT = 1000;

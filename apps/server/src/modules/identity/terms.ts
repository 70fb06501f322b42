/**
 * The version of the site terms in force. The site configuration has `isAvailableConfirmTerms`
 * (whether players are asked to confirm) but no version: raising this number asks every player
 * who confirmed an older version to confirm again (451 TERMS_NOT_CONFIRMED until they do).
 */
export const currentTermsVersion = 1;

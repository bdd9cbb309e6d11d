/** The text in the caller's language, else the merchant's default language, else any (the contract's rule). */
export { textIn } from '@playhouse/contract';

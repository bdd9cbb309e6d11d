/** What both web apps (the player site and the operator console) need: one copy, imported by both. */
export { ApiError, fetchAnswer, urlOf } from './answer.js';

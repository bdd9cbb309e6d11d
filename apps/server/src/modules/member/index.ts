/** The member module's public entry. */
export { findMemberInfo } from './member.repository.js';

// What the other modules may use of users: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { hashPassword, verifyPassword } from './passwords';
export { createUser, findUserByAccount, isUniqueViolation } from './users.service';

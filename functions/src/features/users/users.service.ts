/**
 * What other features use of user profiles: the users feature's surface. Its repository is private
 * to it (README, 'Code structure: who may import whom').
 */
export {
  createUserRecord,
  findSessionUser,
  findUser,
  findUserByEmail,
  findUsers,
  forgetClosing,
  isClosing,
  isCurrentResetCode,
  markEmailVerified,
  recordResetCode,
  updateUserRecord,
} from './users.repository';
export type { UserPatch } from './users.repository';

// The users module's public API: accounts as other modules see them.
export {
  createUser,
  findUserByEmail,
  findUserById,
  getUser,
  hasAnyUser,
  toUserDto,
  type UserRow,
} from './service';
export { confirmEmailChange, undoEmailChange } from './email-change';
export { endSessions, voidResetTokens } from './sessions';
export { issueResetLink } from './password-reset';
export { registerSessionUsers, type SessionUsers } from './session-users';

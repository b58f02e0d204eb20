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

// db is beneath the modules: it never imports one, not even through its index.ts.
import { findUserById } from '../modules/users/index';

export const lookup = findUserById;

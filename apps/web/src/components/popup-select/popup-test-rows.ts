import type { InterfacePage } from './popup-api';

/** Two users as a data interface page: the records the popup tests pick from. */
export const TWO_USERS: InterfacePage = {
  list: [
    { id: 'u1', fullName: 'Alice', account: 'alice' },
    { id: 'u2', fullName: 'Bob', account: 'bob' },
  ],
  total: 2,
};

import { accounts } from '../../db/schema/index';

/** What a mail to a person needs: the address, the name to greet them by and the language to write in. */
export const mailRecipientColumns = {
  id: accounts.id,
  email: accounts.email,
  username: accounts.username,
  firstName: accounts.firstName,
  language: accounts.language,
};

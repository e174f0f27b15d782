import { defineEndpoint } from '../http/endpoint';
import { CurrentUser } from './user-context.schemas';

export const getCurrentUser = defineEndpoint({
  id: 'users.getCurrentUser',
  method: 'GET',
  path: '/users',
  summary: 'The signed-in user with permissions, tenant, merchant and theme (spec §3 "Current user")',
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  response: CurrentUser,
  tags: ['users'],
});

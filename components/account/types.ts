import type en from '@/messages/account/en-US.json';

/** The Account messages as en-US.json types them (a type only: nothing reaches the bundle). */
export type AccountMessages = (typeof en)['Account'];

/** The texts every account form gets (built by texts.tsx on the server). */
export type FormTexts = {
  errors: AccountMessages['errors'];
  fields: AccountMessages['fields'];
  hints: AccountMessages['hints'];
  common: AccountMessages['common'];
};

import type core from '@/messages/core/en-US.json';

/** The Errors messages the root layout hands to the client's error views, as plain strings. */
export type ErrorTexts = (typeof core)['Errors'];

/**
 * Where the keyword a visitor typed goes in a filter text written out on the server. A plain
 * module, so the server reads the string itself: a value imported from a 'use client' module
 * is a client reference there.
 */
export const KEYWORD_SLOT = '{keyword}';

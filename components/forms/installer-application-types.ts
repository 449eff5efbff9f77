/** An upcoming training session as the application form offers it. */
export type SessionOption = { value: string; label: string };

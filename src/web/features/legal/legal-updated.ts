/** When the Privacy Policy, Terms of Service and Security pages last changed; update it with their text. */
export const LEGAL_UPDATED = 'November 25, 2026';

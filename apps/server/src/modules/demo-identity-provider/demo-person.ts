import { randomInt } from 'node:crypto';
import { sha256Hex } from '../../security/crypto.ts';

export interface DemoPerson {
  name: string;
  email: string;
}

const givenNames = [
  'Ada',
  'Alan',
  'Grace',
  'Linus',
  'Margaret',
  'Ken',
  'Barbara',
  'Dennis',
  'Frances',
  'Edsger',
];
const familyNames = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Thompson', 'Liskov', 'Ritchie'];

/** A made-up identity to prefill the demo form with (`example.com` is reserved: no real mailbox). */
export function randomDemoPerson(): DemoPerson {
  const given = givenNames[randomInt(givenNames.length)] ?? 'Ada';
  const family = familyNames[randomInt(familyNames.length)] ?? 'Lovelace';
  const number = randomInt(1000, 10_000);
  return { name: `${given} ${family}`, email: `${given}.${family}.${number}@example.com`.toLowerCase() };
}

/**
 * The `sub` claim: the same for the same email, at every start of the server, so a demo identity
 * linked to an account signs that account in again later. A hash, so the subject is not the email.
 */
export function demoSubjectOf(email: string): string {
  return `demo-${sha256Hex(email.trim().toLowerCase()).slice(0, 40)}`;
}

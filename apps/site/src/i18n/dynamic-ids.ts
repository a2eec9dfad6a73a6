import { artifactKindMessageIds } from './artifacts';

/**
 * Message ids the code builds from data rather than writes out (so a search of the source cannot
 * find them): the catalogue check counts them as used, and each must exist in every locale.
 */
export function dynamicMessageIds(): string[] {
  return [...artifactKindMessageIds()];
}

import { reasonCodes } from '@node-downloads/release-core';
import { reasonMessageId } from '../download/messages';
import { artifactKindMessageIds } from './artifacts';

/**
 * Message ids the code builds from data rather than writes out (so a search of the source cannot
 * find them): the catalogue check counts them as used, and each must exist in every locale.
 * - the kinds of file a release publishes (archive and download lists);
 * - the download page's reasons: one per code release-core's reasons can carry.
 */
export function dynamicMessageIds(): string[] {
  return [...artifactKindMessageIds(), ...reasonCodes().map(reasonMessageId)];
}

/**
 * The command line's own failures, each with its exit code (`main` turns them into a message on
 * standard error): the library's errors are mapped there too.
 */

/** A wrong command line: printed with the usage hint, exit code 2. */
export class UsageError extends Error {}

/** `verify` without the checksum lists: exit code 1, naming the package to install. */
export class MissingListsError extends Error {}

/** The part of fs-native-extensions (no types of its own) the data-folder lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive, non-blocking lock on the whole file: false when another open file holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}

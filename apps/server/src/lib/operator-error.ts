/**
 * A state the operator fixes (a setting, the data folder, a second process on the embedded
 * database): its message says what is wrong and what to do, and is all that is printed or
 * logged, one line, without a stack trace.
 */
export class OperatorError extends Error {
  constructor(
    message: string,
    /** The setting to change, when one is the fix. */
    readonly setting?: string,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

const FOLDER_PROBLEMS: Record<string, string> = {
  EACCES: 'is not writable by this process (permission denied)',
  EPERM: 'is not writable by this process (operation not permitted)',
  EROFS: 'is on a read-only file system',
  ENOSPC: 'is full (no space left on the device)',
  EDQUOT: 'is full (the disk quota is used up)',
};

/**
 * The operator's words for a file-system error under the data folder `dataDir`; the error
 * itself when it is not one of a folder the process cannot write.
 */
export function dataFolderError(error: unknown, dataDir: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const problem = code ? FOLDER_PROBLEMS[code] : undefined;
  if (!problem) return error;
  return new OperatorError(
    `The data folder ${dataDir} ${problem}: Trustfront keeps its database, files and secret there. Give the server's user write access and free space there, or set DATA_DIR to another folder.`,
    'DATA_DIR',
  );
}

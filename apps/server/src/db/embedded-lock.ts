/**
 * One process at a time opens the embedded database (docs/deploy.md, The embedded database): the
 * server or an operator command takes a lock on DATA_DIR/pglite before it opens the folder, and a
 * second opener is refused at once, told which process holds it and what to do. The lock is
 * proper-lockfile's (a folder made atomically, its time refreshed while held); beside it an owner
 * file names the holder (process id, host, command, and the server's operator socket). A lock
 * left by a process that died without releasing it (killed, the machine stopped) is taken over:
 * at once when its holder ran on this host and is gone, otherwise once its time is stale.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { OperatorError } from '../lib/operator-error.ts';

/** How long a lock whose time is not refreshed stays its holder's (another host's holder). */
const STALE_MS = 60_000;
/** How often the holder refreshes the lock's time. */
const UPDATE_MS = 10_000;

/** Who holds the embedded database, as its owner file says. */
export interface LockOwner {
  pid: number;
  host: string;
  /** What the holder runs: `server`, or the operator command with its arguments. */
  command: string;
  since: string;
  /** The server's operator socket, through which commands reach its database. */
  socket?: string;
}

/** The embedded database is held by another live process. */
export class EmbeddedDatabaseBusy extends OperatorError {
  constructor(
    readonly owner: LockOwner | undefined,
    dataDir: string,
  ) {
    super(busyMessage(owner, dataDir));
    this.name = 'EmbeddedDatabaseBusy';
  }
}

function busyMessage(owner: LockOwner | undefined, dataDir: string): string {
  const holder = owner
    ? `process ${owner.pid} (${owner.command}) on ${owner.host} since ${owner.since}`
    : 'another process';
  const what =
    owner?.command === 'server'
      ? 'Stop that server first, or use the DATA_DIR of another instance.'
      : 'Wait until it ends, or stop it, then try again.';
  return `The embedded database in ${dataDir} is open in ${holder}: one process at a time may open it. ${what}`;
}

const lockTarget = (dataDir: string) => join(dataDir, 'pglite');
const lockPath = (dataDir: string) => join(dataDir, 'pglite.lock');
const ownerPath = (dataDir: string) => join(dataDir, 'pglite.owner.json');

/** The owner file's holder, when it can be read. */
export function readLockOwner(dataDir: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(ownerPath(dataDir), 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** Whether a process of this host with this id runs (and is not this process). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's holder ran on this host and runs no more. */
function holderIsGone(owner: LockOwner | undefined): boolean {
  return owner !== undefined && owner.host === hostname() && !isAlive(owner.pid);
}

export interface EmbeddedLock {
  /** Names the server's operator socket in the owner file. */
  announceSocket(socket: string): void;
  release(): Promise<void>;
}

/**
 * Takes the embedded database's lock for `command`, or throws EmbeddedDatabaseBusy. `lost` is
 * called should the lock be taken from this process (its time not refreshed for STALE_MS).
 */
export async function lockEmbeddedDatabase(
  dataDir: string,
  command: string,
  lost: (error: Error) => void,
): Promise<EmbeddedLock> {
  const options = {
    realpath: false,
    lockfilePath: lockPath(dataDir),
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised: lost,
  };
  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockfile.lock(lockTarget(dataDir), options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readLockOwner(dataDir);
    if (!holderIsGone(owner)) throw new EmbeddedDatabaseBusy(owner, dataDir);
    // The holder died without releasing the lock: it is this process's now.
    rmSync(lockPath(dataDir), { recursive: true, force: true });
    try {
      releaseLock = await lockfile.lock(lockTarget(dataDir), options);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again;
      throw new EmbeddedDatabaseBusy(readLockOwner(dataDir), dataDir);
    }
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command,
    since: new Date().toISOString(),
  };
  const write = () => writeFileSync(ownerPath(dataDir), JSON.stringify(owner), { mode: 0o600 });
  write();
  return {
    announceSocket(socket) {
      owner.socket = socket;
      write();
    },
    async release() {
      rmSync(ownerPath(dataDir), { force: true });
      await releaseLock();
    },
  };
}

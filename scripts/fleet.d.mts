// Types of scripts/fleet.mjs for the TypeScript tests that drive it.
export interface FleetOptions {
  /** How many app instances (default 3). */
  instances?: number;
  /** HAProxy's port (default 8080; 0 picks a free one, and free ports for the instances too). */
  port?: number;
  /** Interface HAProxy listens on (default 127.0.0.1). */
  host?: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  buildDir?: string;
  /** HAProxy's files and the instances' DATA_DIRs (default .fleet). */
  dir?: string;
  /** SHUTDOWN_DRAIN_SECONDS of every instance (default 2). */
  drainSeconds?: number;
  /** More environment for every instance. */
  env?: Record<string, string>;
  /** More environment for one instance (by name: app1, app2, ...), e.g. its own mail server in a test. */
  instanceEnv?: (name: string) => Record<string, string>;
  /** Receives each output line (default: printed, prefixed with the instance's name). */
  output?: (name: string, line: string) => void;
}

export interface InstanceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Fleet {
  /** Where HAProxy listens (http://127.0.0.1:port). */
  url: string;
  port: number;
  /** PUBLIC_URL of every instance (http://localhost:port). */
  publicUrl: string;
  adminKey: string;
  instances: ReadonlyArray<{ name: string; port: number; readonly pid: number | undefined }>;
  /** HAProxy's status of each instance by name: "UP", "DOWN", "UP 1/2", "DOWN 1/2", "MAINT"... */
  balancerState(): Promise<Record<string, string>>;
  rollingRestart(): Promise<InstanceExit[]>;
  restart(index: number): Promise<InstanceExit>;
  kill(index: number, signal?: NodeJS.Signals): Promise<InstanceExit>;
  start(index: number): Promise<void>;
  stop(): Promise<void>;
}

export function startFleet(options: FleetOptions): Promise<Fleet>;
export function findHaproxy(): string | undefined;

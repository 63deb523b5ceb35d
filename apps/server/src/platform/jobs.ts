import type { Language } from '@tessera/shared';

/** What a job handler receives. */
export interface JobContext {
  /** When the run was due (epoch ms). */
  scheduledAt: number;
  /** Which attempt this is (1 first). */
  attempt: number;
  /** Aborted when the server stops; long jobs should check it between steps. */
  signal: AbortSignal;
}

/**
 * A job registered in code (a module's `jobs` in its descriptor): a name the tasks refer to, its
 * title in every language, a handler and its default cron.
 */
export interface JobDefinition {
  /** `module.verb`, stored in tasks; never shown when a title exists. */
  name: string;
  /** What users read for it (the job list, the task the server makes for it). */
  title: Readonly<Record<Language, string>>;
  /** The cron of the task made for it when none exists yet. */
  defaultCron: string;
  run(context: JobContext): Promise<void>;
}

/** The jobs this server can run, by name. */
export class JobRegistry {
  private readonly jobs = new Map<string, JobDefinition>();

  /** Adds a job; a repeated name throws (two handlers for one task would be a bug). */
  register(job: JobDefinition): this {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
    return this;
  }

  /** A job by name. */
  get(name: string): JobDefinition | undefined {
    return this.jobs.get(name);
  }

  /** Every job, by name. */
  list(): JobDefinition[] {
    return [...this.jobs.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

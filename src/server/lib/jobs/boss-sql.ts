import type { Database } from '../../db/client';

/**
 * The few questions pg-boss 10 has no call for, asked of its own tables (schema `pgboss`, job states ordered
 * created < retry < active < completed < cancelled < failed).
 */
const BOSS_SCHEMA = 'pgboss';

/** The open (queued, waiting to retry, or running) job of a type with this dedup key. */
export async function findOpenJobWithKey(database: Database, queue: string, key: string) {
  const { rows } = await database.executeSql(
    `SELECT r.id FROM job_runs r JOIN ${BOSS_SCHEMA}.job j ON j.name = $1 AND j.id = r.id
     WHERE r.queue = $1 AND r.key = $2 AND j.state < 'completed'
     ORDER BY r.created_at DESC LIMIT 1`,
    [queue, key],
  );
  return rows[0] ? String(rows[0].id) : undefined;
}

/** The job whose run holds `key` open in `queue` (job_runs.open_key), if any. */
export async function findJobHoldingKey(database: Database, queue: string, key: string) {
  const { rows } = await database.executeSql('SELECT id FROM job_runs WHERE queue = $1 AND open_key = $2', [
    queue,
    key,
  ]);
  return rows[0] ? String(rows[0].id) : undefined;
}

/**
 * Lets go of `key` when the job holding it has finished (completed, cancelled or failed), or when its enqueuer
 * never handed it to the queue (no job a minute later: the process died in between).
 */
export async function releaseFinishedKey(database: Database, queue: string, key: string) {
  await database.executeSql(
    `UPDATE job_runs r SET open_key = NULL
     WHERE r.queue = $1 AND r.open_key = $2 AND (
       EXISTS (SELECT 1 FROM ${BOSS_SCHEMA}.job j WHERE j.name = $1 AND j.id = r.id AND j.state >= 'completed')
       OR (NOT EXISTS (SELECT 1 FROM ${BOSS_SCHEMA}.job j WHERE j.name = $1 AND j.id = r.id)
           AND r.created_at < now() - interval '1 minute'))`,
    [queue, key],
  );
}

/** The waiting job of a one-at-a-time queue (it holds at most one in state 'created'). */
export async function findOpenJob(database: Database, queue: string) {
  const { rows } = await database.executeSql(
    `SELECT id FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND state = 'created' ORDER BY created_on LIMIT 1`,
    [queue],
  );
  return rows[0] ? String(rows[0].id) : undefined;
}

/**
 * Running jobs whose worker has not been heard of for `staleMs`: neither a heartbeat nor the start of this attempt
 * (a worker that has just taken a job over has a fresh start time before its first heartbeat).
 */
export async function findStalledJobs(database: Database, staleMs: number) {
  const { rows } = await database.executeSql(
    `SELECT j.id, j.name FROM ${BOSS_SCHEMA}.job j LEFT JOIN job_runs r ON r.id = j.id
     WHERE j.state = 'active' AND j.name NOT LIKE '\\_\\_pgboss%'
       AND greatest(r.heartbeat_at, j.started_on) <= now() - make_interval(secs => $1::float8 / 1000)`,
    [staleMs],
  );
  return rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
}

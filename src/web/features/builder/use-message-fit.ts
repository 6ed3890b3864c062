import { useEffect, useMemo, useRef, useState } from 'react';
import type { StrokeFont } from '../../../shared/handwriting/types';
import { type MessageFit, type MessageFitInput, measureMessageFit } from '../../../shared/message-fit';
import type { FitAnswer, FitRequest } from './message-fit-worker';

/** Typing pauses this long before the message is measured again. */
const FIT_DEBOUNCE_MS = 250;

export type FitCheck =
  /** Nothing to measure yet (no message, the font or the card's layout still loading). */
  | { status: 'waiting' }
  /** Being measured; `fit` is the last measure (of an earlier text) while this one runs. */
  | { status: 'checking'; fit: MessageFit | null }
  | { status: 'done'; fit: MessageFit }
  | { status: 'failed' };

interface Job {
  input: MessageFitInput;
  font: StrokeFont;
  done: (fit: MessageFit | null) => void;
}

/**
 * One measure at a time, off the main thread: while one runs, only the newest request waits (typing replaces
 * it), so the answer always catches up with the text. Without a worker (blocked by policy) the measure runs
 * here, after the pause in typing.
 */
class FitRunner {
  private worker: Worker | null | undefined;
  /** Fonts the worker already holds. */
  private sent = new WeakSet<StrokeFont>();
  private running: { id: number; job: Job } | null = null;
  private queued: Job | null = null;
  private nextId = 1;

  run(job: Job): void {
    if (this.running) this.queued = job;
    else this.start(job);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.queued = null;
  }

  private start(job: Job): void {
    const id = this.nextId++;
    this.running = { id, job };
    const worker = this.ensureWorker();
    if (!worker) {
      setTimeout(() => this.finish(id, measureHere(job)), 0);
      return;
    }
    const font = this.sent.has(job.font) ? undefined : job.font;
    this.sent.add(job.font);
    worker.postMessage({ id, input: job.input, font } satisfies FitRequest);
  }

  private finish(id: number, fit: MessageFit | null): void {
    if (this.running?.id !== id) return;
    const { job } = this.running;
    this.running = null;
    job.done(fit);
    const next = this.queued;
    this.queued = null;
    if (next) this.start(next);
  }

  private ensureWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    if (typeof Worker === 'undefined') {
      this.worker = null;
      return null;
    }
    const worker = new Worker(new URL('./message-fit-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<FitAnswer>) => this.finish(e.data.id, e.data.fit);
    worker.onerror = (e) => {
      // The worker could not start (a policy, an old browser): measure here from now on.
      e.preventDefault();
      worker.terminate();
      this.worker = null;
      const running = this.running;
      if (running) setTimeout(() => this.finish(running.id, measureHere(running.job)), 0);
    };
    this.worker = worker;
    return worker;
  }
}

function measureHere(job: Job): MessageFit | null {
  try {
    return measureMessageFit(job.input, job.font);
  } catch {
    return null;
  }
}

/**
 * The builder's message measured against its card as the customer types (`message-fit.ts`, the rule the
 * server applies when the campaign is saved): after a pause in typing, in a worker, newest text first. The
 * status follows the text at once: 'done' only ever describes the message as it is now.
 */
export function useMessageFit(input: MessageFitInput | null, font: StrokeFont | undefined): FitCheck {
  const runner = useRef<FitRunner | null>(null);
  const [result, setResult] = useState<{ key: string; fit: MessageFit | null } | null>(null);
  // The measure depends on the values, not on the object holding them.
  const key =
    input && font && input.message.trim()
      ? JSON.stringify([input.message, input.style, input.naturalness, input.layout])
      : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `input`'s values
  const stable = useMemo(() => input, [key]);

  useEffect(() => {
    runner.current = new FitRunner();
    return () => {
      runner.current?.dispose();
      runner.current = null;
    };
  }, []);

  useEffect(() => {
    if (key === null || !stable || !font) return;
    let current = true;
    const timer = setTimeout(() => {
      runner.current?.run({
        input: stable,
        font,
        done: (fit) => {
          if (current) setResult({ key, fit });
        },
      });
    }, FIT_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, stable, font]);

  if (key === null) return { status: 'waiting' };
  if (result?.key === key) return result.fit ? { status: 'done', fit: result.fit } : { status: 'failed' };
  return { status: 'checking', fit: result?.fit ?? null };
}

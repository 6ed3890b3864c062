/**
 * `npm run bench v1-campaigns`: issue 14's "1,000 API campaign creations with 50 recipients each". A CRM sync
 * with 8 requests in flight sends `POST /v1/campaigns` and then `POST /v1/campaigns/:id/recipients` with 50
 * recipients, 1,000 times, over real sockets on 127.0.0.1, to the app in a process of its own on PGlite
 * (bench/v1-campaigns-target.ts). Baseline in the same run: the site's own calls for the same data
 * (`POST /api/campaigns`, then `POST /api/contacts/batch` with the same 50 contacts), which share the campaign
 * service, the contact rules and the pen check. Rounds alternate API and site (and which goes first) so other
 * load on the machine falls on both alike.
 * Printed per side: each call's p50/p99 and rate, the pair's p50/p99, pairs/s and requests/s, and the server's
 * CPU time per pair. Target: API pairs per second ≥ 0.8 × the site's, every call answered 2xx and every
 * campaign holding its 50 notes.
 * Rate limit: one key allows 150 calls per 5 s, which would make this a bench of the limiter; the account has
 * 16 test keys and each pair takes the next one, as 16 CRM connections would. A 429 fails the bench.
 */

import { z } from 'zod';
import { addCalendarDays, nextBusinessDay } from '../src/shared/delivery-date';
import { forkBenchTarget } from './bench-target';
import { verdict } from './timing';
import type { V1TargetReady } from './v1-campaigns-target';

const PAIRS = 1_000;
const ROUNDS = 4;
const WARMUP_PAIRS = 24;
const IN_FLIGHT = 8;
const RECIPIENTS = 50;
const TARGET_RATIO = 0.8;

/** Real city, state and ZIP triples, so every address passes the ZIP rules on both sides. */
const PLACES = [
  ['Springfield', 'IL', '62701'],
  ['Austin', 'TX', '78701'],
  ['Portland', 'OR', '97201'],
  ['Boston', 'MA', '02108'],
  ['Denver', 'CO', '80202'],
] as const;

const MESSAGE =
  'Hi {{first_name}},\n\nThanks for choosing us this year. See you in the spring!\n\nBest regards,';

interface Recipient {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  firstName: string;
}

/** Campaign `n`'s 50 recipients: different people per campaign, as a CRM's segments are. */
function recipientsOf(n: number): Recipient[] {
  return Array.from({ length: RECIPIENTS }, (_, i) => {
    const [city, state, zip] = PLACES[(n + i) % PLACES.length]!;
    const firstName = `Jordan${n}x${i}`;
    return { name: `${firstName} Rivera`, address: `${100 + i} Main Street`, city, state, zip, firstName };
  });
}

/** One side of the comparison: its two calls for campaign `n`, each answering the response to time. */
interface Side {
  name: string;
  calls: [string, string];
  create(n: number): Promise<Response>;
  addRecipients(n: number, campaignId: string): Promise<Response>;
  /** The campaign's note count in the second call's answer: every recipient must have been added. */
  notesIn(answer: unknown): number;
}

function sides(target: V1TargetReady): Side[] {
  const deliveryDate = nextBusinessDay(addCalendarDays(new Date().toISOString().slice(0, 10), 30));
  const json = (headers: Record<string, string>) => ({ 'content-type': 'application/json', ...headers });
  const post = (url: string, headers: Record<string, string>, body: object) =>
    fetch(target.url + url, { method: 'POST', headers: json(headers), body: JSON.stringify(body) });
  const bearer = (n: number) => ({ authorization: `Bearer ${target.keys[n % target.keys.length]}` });
  const cookie = { cookie: target.cookie };
  return [
    {
      name: 'API',
      calls: ['POST /v1/campaigns', 'POST /v1/campaigns/:id/recipients'],
      create: (n) =>
        post('/v1/campaigns', bearer(n), {
          name: `CRM segment ${n}`,
          message: MESSAGE,
          style: 'elegant',
          template_id: target.templateId,
          delivery_date: deliveryDate,
        }),
      addRecipients: (n, id) =>
        post(`/v1/campaigns/${id}/recipients`, bearer(n), {
          recipients: recipientsOf(n).map(({ firstName, ...r }) => ({
            ...r,
            merge_fields: { first_name: firstName },
          })),
        }),
      notesIn: (answer) =>
        z.object({ campaign: z.object({ notes: z.number() }) }).parse(answer).campaign.notes,
    },
    {
      name: 'site',
      calls: ['POST /api/campaigns', 'POST /api/contacts/batch'],
      create: (n) =>
        post('/api/campaigns', cookie, {
          name: `CRM segment ${n}`,
          message: MESSAGE,
          handwritingStyle: 'elegant',
          stationeryType: 'postcard',
          designSource: 'template',
          templateId: target.templateId,
          deliveryDate,
        }),
      addRecipients: (n, campaignId) =>
        // The account's own campaign: its pages and writes open only for the account (campaign-access.ts).
        post('/api/contacts/batch', cookie, {
          campaignId,
          contacts: recipientsOf(n).map(({ firstName, zip, ...r }) => ({
            ...r,
            zipCode: zip,
            customFields: { first_name: firstName },
          })),
        }),
      notesIn: (answer) => z.object({ totalNotes: z.number() }).parse(answer).totalNotes,
    },
  ];
}

interface Sample {
  create: number;
  recipients: number;
}

interface Tally {
  samples: Sample[];
  /** Wall-clock milliseconds the counted rounds took. */
  wallMs: number;
  cpuMicros: number;
  failures: Map<string, number>;
}

/** Runs pairs `from`…`from + count - 1` of a side, IN_FLIGHT at a time; adds to the tally when given one. */
async function load(side: Side, from: number, count: number, tally?: Tally): Promise<void> {
  let next = from;
  const failed = (what: string) => tally?.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
  const lane = async () => {
    while (next < from + count) {
      const n = next++;
      const t0 = performance.now();
      const made = await side.create(n);
      const t1 = performance.now();
      if (made.status !== 201) {
        failed(`${side.calls[0]} → ${made.status}: ${(await made.text()).slice(0, 200)}`);
        continue;
      }
      const { id } = z.object({ id: z.string() }).parse(await made.json());
      const t2 = performance.now();
      const added = await side.addRecipients(n, id);
      const body = await added.text();
      const t3 = performance.now();
      if (added.status < 200 || added.status > 299 || side.notesIn(JSON.parse(body)) !== RECIPIENTS) {
        failed(`${side.calls[1]} → ${added.status}: ${body.slice(0, 200)}`);
        continue;
      }
      tally?.samples.push({ create: t1 - t0, recipients: t3 - t2 });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
}

/** The q-quantile (nearest rank) of unsorted values. */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** One printed line: a rate, then p50/p99 of the latencies. */
function line(label: string, rate: string, latencies: number[], extra = '') {
  const p = (q: number) => `${quantile(latencies, q).toFixed(0).padStart(5)} ms`;
  console.log(`    ${label.padEnd(36)} ${rate}  p50 ${p(0.5)}  p99 ${p(0.99)}${extra}`);
}

export async function run(): Promise<void> {
  const target = await forkBenchTarget<V1TargetReady>('v1-campaigns-target.ts');
  try {
    const both = sides(target.ready);
    // One pair each first: a missing route or a refused body is named before any timing.
    for (const side of both) {
      const check: Tally = { samples: [], wallMs: 0, cpuMicros: 0, failures: new Map() };
      await load(side, PAIRS * 20, 1, check);
      if (check.failures.size > 0) throw new Error(`${side.name}: ${[...check.failures.keys()].join('; ')}`);
    }
    const perRound = PAIRS / ROUNDS;
    console.log(
      `  ${IN_FLIGHT} in flight; ${PAIRS.toLocaleString('en-US')} pairs per side (create + ${RECIPIENTS} recipients) in ${ROUNDS} rounds of ${perRound}, alternating; app: src/server/app.ts (API only) on PGlite in its own process`,
    );
    for (const side of both) await load(side, PAIRS * 10, WARMUP_PAIRS);

    const tallies = new Map<Side, Tally>(
      both.map((s) => [s, { samples: [], wallMs: 0, cpuMicros: 0, failures: new Map() }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? both : [...both].reverse();
      for (const side of order) {
        const tally = tallies.get(side)!;
        const cpuBefore = await target.cpu();
        const started = performance.now();
        await load(side, round * perRound, perRound, tally);
        tally.wallMs += performance.now() - started;
        const cpuAfter = await target.cpu();
        tally.cpuMicros += cpuAfter.user - cpuBefore.user + (cpuAfter.system - cpuBefore.system);
      }
    }

    const pairsPerSecond = new Map<Side, number>();
    const cpuPerPair = new Map<Side, number>();
    // A call's own rate is what the server would sustain with only that call IN_FLIGHT at a time (Little's
    // law: calls in flight / mean latency); the pair's is measured on the clock.
    for (const side of both) {
      const { samples, wallMs, cpuMicros, failures } = tallies.get(side)!;
      const creates = samples.map((s) => s.create);
      const adds = samples.map((s) => s.recipients);
      const pairs = samples.map((s) => s.create + s.recipients);
      const littleRate = (latencies: number[]) =>
        `${((IN_FLIGHT * latencies.length) / (sum(latencies) / 1000)).toFixed(1).padStart(7)} req/s`;
      const rate = (samples.length * 1000) / wallMs;
      pairsPerSecond.set(side, rate);
      cpuPerPair.set(side, cpuMicros / 1000 / Math.max(1, samples.length));
      console.log(`  ${side.name}`);
      line(side.calls[0], littleRate(creates), creates);
      line(side.calls[1], littleRate(adds), adds);
      line(
        `pair (${(2 * rate).toFixed(1)} req/s)`,
        `${rate.toFixed(1).padStart(7)} pair/s`,
        pairs,
        `  ${cpuPerPair.get(side)!.toFixed(1)} ms server CPU/pair`,
      );
      for (const [what, n] of failures) console.log(`    ${n} failed: ${what}`);
    }
    const [api, site] = both as [Side, Side];
    const ratio = pairsPerSecond.get(api)! / pairsPerSecond.get(site)!;
    const failed = sum([...tallies.values()].map((t) => sum([...t.failures.values()])));
    verdict(
      'API pairs/s vs the site’s',
      ratio >= TARGET_RATIO && failed === 0,
      `${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}; by server CPU per pair ${(cpuPerPair.get(site)! / cpuPerPair.get(api)!).toFixed(2)}${failed ? `; ${failed} calls failed` : ''})`,
    );
  } finally {
    await target.stop();
  }
}

import { describe, expect, it } from 'vitest';
import { junctionSpeed, MotionTimer, moveSeconds } from './motion-time';

// The defaults: 1,000 mm/s², junction deviation 0.01 mm; drawing at 3,000 mm/min = 50 mm/s.
const motion = { accelerationMmS2: 1000, junctionDeviationMm: 0.01 };
const A = 1000;
const V = 50;

describe('moveSeconds: one move from rest to rest', () => {
  it('a long move reaches the feed: accelerate, cruise, decelerate (trapezoid)', () => {
    // 50 mm/s is reached after v²/2a = 1.25 mm (0.05 s), left 1.25 mm before the end (0.05 s);
    // the 97.5 mm between are cruised at 50 mm/s (1.95 s).
    expect(moveSeconds(100, V, A)).toBeCloseTo(0.05 + 1.95 + 0.05, 12);
    // Constant speed would say 2 s: acceleration costs v/a = 0.05 s per stop-to-stop move.
    expect(moveSeconds(100, V, A) - 100 / V).toBeCloseTo(V / A, 12);
  });

  it('a short move never reaches the feed: accelerate over half, decelerate over the other (triangle)', () => {
    // 1 mm: the peak is √(a·L) = 31.62 mm/s < 50, each half takes √(L/a) = 0.0316 s.
    expect(moveSeconds(1, V, A)).toBeCloseTo(2 * Math.sqrt(1 / A), 12);
    expect(Math.sqrt(A * 1)).toBeLessThan(V);
    // 1 mm at a constant 50 mm/s would take 0.02 s: a short move is three times slower.
    expect(moveSeconds(1, V, A) / (1 / V)).toBeGreaterThan(3);
  });

  it('meets in the middle: at L = v²/a the triangle just touches the feed', () => {
    const length = (V * V) / A; // 2.5 mm
    expect(moveSeconds(length, V, A)).toBeCloseTo((2 * V) / A, 12);
    expect(moveSeconds(length - 1e-9, V, A)).toBeCloseTo((2 * V) / A, 6);
  });

  it('enters and leaves at given speeds', () => {
    // Entering at full speed, braking to rest: 8.75 mm cruise (0.175 s) + 1.25 mm braking (0.05 s).
    expect(moveSeconds(10, V, A, V, 0)).toBeCloseTo(0.175 + 0.05, 12);
    // Through at full speed.
    expect(moveSeconds(10, V, A, V, V)).toBeCloseTo(10 / V, 12);
  });

  it('is plain distance over speed without acceleration', () => {
    expect(moveSeconds(10, V, 0)).toBe(0.2);
  });
});

describe('junctionSpeed (GRBL junction deviation)', () => {
  it('goes straight on at the feed and stops to turn back', () => {
    expect(junctionSpeed(1, 0, 1, 0, V, motion)).toBe(V);
    expect(junctionSpeed(1, 0, -1, 0, V, motion)).toBe(0);
  });

  it('takes a right angle at √(a·δ·sin45°/(1 − sin45°)) = 4.91 mm/s', () => {
    const s = Math.SQRT1_2;
    expect(junctionSpeed(1, 0, 0, 1, V, motion)).toBeCloseTo(Math.sqrt((A * 0.01 * s) / (1 - s)), 12);
    expect(junctionSpeed(1, 0, 0, 1, V, motion)).toBeCloseTo(4.913, 3);
  });
});

describe('MotionTimer: moves planned together between stops', () => {
  it('plans collinear moves as one', () => {
    const timer = new MotionTimer(motion);
    timer.moveTo(1, 0, 3000);
    timer.moveTo(2, 0, 3000);
    timer.stop();
    // One 2 mm triangle: 2·√(2/1000).
    expect(timer.seconds).toBeCloseTo(2 * Math.sqrt(2 / A), 12);
  });

  it('slows to the junction speed at a corner instead of stopping', () => {
    const timer = new MotionTimer(motion);
    timer.moveTo(10, 0, 3000);
    timer.moveTo(10, 10, 3000);
    timer.stop();
    // Each 10 mm leg: up to 50 mm/s (1.25 mm, 0.05 s), down to 4.913 mm/s at the corner
    // ((50² − 4.913²)/2000 = 1.2379 mm, 0.04509 s), cruise 7.5121 mm (0.15024 s).
    const vj = junctionSpeed(1, 0, 0, 1, V, motion);
    const down = (V * V - vj * vj) / (2 * A);
    const leg = V / A + (V - vj) / A + (10 - 1.25 - down) / V;
    expect(timer.seconds).toBeCloseTo(2 * leg, 12);
    expect(timer.seconds).toBeCloseTo(0.49066, 5);
    // Stopping at the corner would take 2 × 0.25 s.
    expect(timer.seconds).toBeLessThan(2 * moveSeconds(10, V, A));
  });

  it('stops at a dwell and adds it', () => {
    const timer = new MotionTimer(motion);
    timer.moveTo(1, 0, 3000);
    timer.dwell(0.15);
    timer.moveTo(2, 0, 3000);
    timer.stop();
    expect(timer.seconds).toBeCloseTo(2 * moveSeconds(1, V, A) + 0.15, 12);
  });

  it('keeps a move too short to brake in from full speed below what braking allows', () => {
    // 0.1 mm, then a stop: the entry can be at most √(2·a·0.1) = 14.1 mm/s after a 10 mm run-up.
    const timer = new MotionTimer(motion);
    timer.moveTo(10, 0, 3000);
    timer.moveTo(10.1, 0, 3000);
    timer.stop();
    expect(timer.seconds).toBeCloseTo(moveSeconds(10.1, V, A), 12);
  });
});

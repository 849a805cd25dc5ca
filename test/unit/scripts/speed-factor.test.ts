import { afterEach, describe, expect, it } from 'vitest';
import { factorFrom, REFERENCE_CPU_MS, SPEED_FACTOR_VARIABLE, scaled, speedFactor } from '../../../scripts/speed-factor.mjs';

// The run's speed factor (scripts/speed-factor.mjs) from its readings: a fixed workload's CPU and
// wall time, and the load average on the machine's cores.
const reading = (cpuMs: number, wallMs: number) => ({ cpuMs, wallMs });
const quiet = [
  reading(REFERENCE_CPU_MS, REFERENCE_CPU_MS),
  reading(REFERENCE_CPU_MS + 3, REFERENCE_CPU_MS + 4),
  reading(REFERENCE_CPU_MS + 1, REFERENCE_CPU_MS + 1),
];

describe('the speed factor', () => {
  const given = process.env[SPEED_FACTOR_VARIABLE];
  afterEach(() => {
    if (given === undefined) delete process.env[SPEED_FACTOR_VARIABLE];
    else process.env[SPEED_FACTOR_VARIABLE] = given;
  });

  it('is 1 on the reference machine, quiet', () => {
    expect(factorFrom({ times: quiet, load: 0.2, cores: 2 })).toBe(1);
  });

  it('is never below 1 on a faster machine', () => {
    expect(factorFrom({ times: quiet.map(({ cpuMs, wallMs }) => reading(cpuMs / 2, wallMs / 2)), load: 0, cores: 2 })).toBe(1);
  });

  it('follows a slower CPU: the least CPU time of the readings against the reference’s', () => {
    expect(factorFrom({ times: quiet.map(({ cpuMs, wallMs }) => reading(cpuMs * 1.7, wallMs * 1.7)), load: 0, cores: 2 })).toBe(1.7);
  });

  it('follows a shared core: the median reading’s wall time against its CPU time', () => {
    const times = [
      reading(REFERENCE_CPU_MS, 3 * REFERENCE_CPU_MS),
      reading(REFERENCE_CPU_MS, 9 * REFERENCE_CPU_MS),
      reading(REFERENCE_CPU_MS, 2.5 * REFERENCE_CPU_MS),
    ];
    expect(factorFrom({ times, load: 0, cores: 2 })).toBe(3);
  });

  it('follows the load average where it says more: load + 1 busy threads on the cores', () => {
    expect(factorFrom({ times: quiet, load: 7, cores: 2 })).toBe(4);
    expect(factorFrom({ times: quiet, load: 30, cores: 2 })).toBe(15.5);
  });

  it('multiplies a slower CPU by the share it gets', () => {
    const times = quiet.map(({ cpuMs }) => reading(cpuMs * 1.5, cpuMs * 1.5 * 4));
    expect(factorFrom({ times, load: 1, cores: 2 })).toBe(6);
  });

  it('scales a bound by the factor the run set, and measures one when none is set', () => {
    process.env[SPEED_FACTOR_VARIABLE] = '2.5';
    expect(speedFactor()).toBe(2.5);
    expect(scaled(30_000)).toBe(75_000);
    for (const unusable of ['0', 'soon', '']) {
      process.env[SPEED_FACTOR_VARIABLE] = unusable;
      const measured = speedFactor();
      expect(measured).toBeGreaterThanOrEqual(1);
      expect(process.env[SPEED_FACTOR_VARIABLE]).toBe(String(measured));
    }
  });
});

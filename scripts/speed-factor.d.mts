export declare const SPEED_FACTOR_VARIABLE: 'TEST_SPEED_FACTOR';
export declare const REFERENCE_CPU_MS: number;
export interface WorkloadTime {
  cpuMs: number;
  wallMs: number;
}
export interface SpeedReading {
  factor: number;
  times: WorkloadTime[];
  load: number;
  cores: number;
}
export declare function workload(rounds?: number): number;
export declare function timeWorkload(readings?: number, rounds?: number): WorkloadTime[];
export declare function factorFrom(reading: { times: WorkloadTime[]; load: number; cores: number; referenceCpuMs?: number }): number;
export declare function measureSpeedFactor(): SpeedReading;
export declare function speedFactor(): number;
export declare function scaled(ms: number): number;
export declare function describeFactor(reading: SpeedReading): string;

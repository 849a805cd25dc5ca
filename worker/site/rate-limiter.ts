/** The forms' rate-limit counter: the Durable Object class both workers share (shared/rate-limiter.ts). */
export { RateLimiter } from '../../shared/rate-limiter';

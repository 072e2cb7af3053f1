// Entry point: `npm start` (after the build) and production instances, on the real clock.
import './config/production-default.ts';
import { startInstance } from './start-instance.ts';

await startInstance();

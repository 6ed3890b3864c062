import { afterAll } from 'vitest';
import { closeTestApps } from './test-app';

// A setup file: registered as the file is collected, this hook runs when each test file ends.
afterAll(closeTestApps);

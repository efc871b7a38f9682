// The server project's setup file: after a test file's own afterAll hooks (which close its apps), its
// temporary data directories go (hooks run in reverse order of registration, this one last).
import { afterAll } from 'vitest';
import { removeTestDataDirs } from './test-config';

afterAll(removeTestDataDirs);

// every unit test starts from the same page: English, at `/`, no route data (tests/stubs/dumi.ts)
import { afterEach } from 'vitest';
import { resetDumi } from './dumi';

afterEach(resetDumi);

import { systemTempDirs } from '../../support/temp-dirs.ts';
import { describeReach } from './reach-cases.ts';
import { SMALL_CONSUMER_TSCONFIG, writeSmallPackages } from './small-package.ts';

/**
 * reach-cases.ts on small-package.ts's hand-written packages, with a consumer that loads no DOM
 * library: what the mutation run's impact floor measures reachOf with (reach.test.ts takes seconds).
 */
const tempDir = systemTempDirs();

describeReach(
  'a hand-written package',
  async (models) => writeSmallPackages(tempDir('impact-small-package'), models),
  SMALL_CONSUMER_TSCONFIG,
);

import { writeScratchPackages } from '../../../generator/impact/index.ts';
import { describeReach } from './reach-cases.ts';

/** reach-cases.ts on the packages the generator writes for the two documents (emitted and formatted: seconds). */
describeReach('a generated package', (models) => writeScratchPackages(models));

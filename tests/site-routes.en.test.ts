import { sweepEveryRoute } from './route-sweep.ts';

sweepEveryRoute('en');

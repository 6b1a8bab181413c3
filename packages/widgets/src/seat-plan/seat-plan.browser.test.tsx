import { describeElementContract } from '../../test/element-contract.ts';
import './seat-plan.element.ts';

describeElementContract({ tag: 'school-seat-plan', loadEvent: 'school-seat-plan-load' });

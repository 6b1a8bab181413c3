import { describeElementContract } from '../../test/element-contract.ts';
import './exam-routine.element.ts';

describeElementContract({ tag: 'school-exam-routine', loadEvent: 'school-exam-routine-load' });

import { describeElementContract } from '../../test/element-contract.ts';
import './syllabus.element.ts';

describeElementContract({ tag: 'school-syllabus', loadEvent: 'school-syllabus-load' });

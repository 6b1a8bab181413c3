import { describeElementContract } from '../../test/element-contract.ts';
import './admission-info.element.ts';

describeElementContract({ tag: 'school-admission-info', loadEvent: 'school-admission-info-load' });

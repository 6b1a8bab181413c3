import { defineElement } from '../element/define-element.tsx';
import css from './head-messages.css.ts?inline';
import { HeadMessages } from './head-messages.tsx';

/**
 * `<school-head-messages>`: the message from the head of the institution (the provider's
 * `/messages-from-head`, first item) and, when `/messages-from-other` has one, the second message
 * beside it — each with the person's photo, heading, name, the words cut at 200 characters with a
 * See More / See Less button, and Facebook, LinkedIn and WhatsApp links when those are real
 * addresses (a WhatsApp chat is also made from a Bangladeshi mobile number).
 *
 * @attr heading-level - The level of each message's heading, 1–6 (default 2).
 *
 * @event school-head-messages-load - The messages are in; `detail` is those shown (the head's,
 *   then the other's if any; empty when there are none).
 *
 * @cssprop --school-color-* - Theme colours (primary for the headings, links and initials;
 *   surface behind the cards).
 *
 * @csspart base - The one or two messages.
 * @csspart card - Each message.
 * @csspart photo - The person's photo, or their initials standing in for it.
 * @csspart heading - The message's heading.
 * @csspart name - The person's name.
 * @csspart text - The message's words.
 * @csspart more - The See More / See Less button.
 * @csspart social - The list of the person's links.
 * @csspart social-link - Each link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const HeadMessagesElement = defineElement('school-head-messages', HeadMessages, {
  props: { headingLevel: 'number' },
  events: { onLoad: 'school-head-messages-load' },
  styles: [css],
});

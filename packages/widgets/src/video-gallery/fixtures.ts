import type { Video } from '@school/api';

const video = (id: number, title: string, link: string): Video => ({
  id,
  title,
  heading: title,
  link,
});

/**
 * Videos as a provider sends them, for stories and the jsdom tests: the contract's fields only,
 * in every address form the gallery reads (YouTube embed, watch, youtu.be; Vimeo), a Bengali
 * title, and one address of a host it does not embed. Nothing here ships.
 */
export const videos: Video[] = [
  video(1, 'A Day at Shapla Model School & College', 'https://www.youtube.com/embed/aqz-KE-bpKQ'),
  video(2, 'Annual Sports Day Highlights', 'https://www.youtube.com/watch?v=ScMzIvxBSi4'),
  video(3, 'বিজ্ঞান মেলা: শিক্ষার্থীদের প্রকল্প', 'https://youtu.be/jNQXAC9IVRw'),
  video(4, 'Annual Cultural Programme', 'https://vimeo.com/76979871'),
  video(5, 'Victory Day Celebration on Campus', 'https://www.facebook.com/watch/?v=1234567890'),
];

/** A subject and who takes it ("All groups", "Science group"…). */
export interface Subject {
  name: string;
  takenBy: string;
}

export interface SubjectLevel {
  /** The h2: "Classes IX–X". */
  heading: string;
  /** The table's caption, with the count in it. */
  caption: string;
  subjects: readonly Subject[];
}

const ALL = 'All groups';
const SCIENCE = 'Science group';
const BUSINESS = 'Business Studies group';
const HUMANITIES = 'Humanities group';

/** Academic Info › Subjects Taught: the national curriculum (NCTB) subjects the college teaches. */
export const subjectsPage = {
  title: 'Subjects Taught',
  intro:
    'The college teaches the national curriculum of the National Curriculum and Textbook Board (NCTB). Every student takes the subjects marked “All groups” and those of their own group; Bangla and English have a first and a second paper each. In classes IX–X the college offers the Science and Business Studies groups; in classes XI–XII it offers Science, Business Studies and Humanities.',
  columns: { order: 'No.', subject: 'Subject', takenBy: 'Taken by' },
  levels: [
    {
      heading: 'Classes IX–X (secondary)',
      caption: 'Subjects of classes IX–X: 14 subjects',
      subjects: [
        { name: 'Bangla', takenBy: ALL },
        { name: 'English', takenBy: ALL },
        { name: 'General Mathematics', takenBy: ALL },
        { name: 'Religion and Moral Education', takenBy: ALL },
        { name: 'Information and Communication Technology', takenBy: ALL },
        { name: 'Bangladesh and Global Studies', takenBy: SCIENCE },
        { name: 'General Science', takenBy: BUSINESS },
        { name: 'Physics', takenBy: SCIENCE },
        { name: 'Chemistry', takenBy: SCIENCE },
        { name: 'Biology', takenBy: SCIENCE },
        { name: 'Higher Mathematics', takenBy: SCIENCE },
        { name: 'Accounting', takenBy: BUSINESS },
        { name: 'Finance and Banking', takenBy: BUSINESS },
        { name: 'Business Entrepreneurship', takenBy: BUSINESS },
      ],
    },
    {
      heading: 'Classes XI–XII (higher secondary)',
      caption: 'Subjects of classes XI–XII: 15 subjects',
      subjects: [
        { name: 'Bangla', takenBy: ALL },
        { name: 'English', takenBy: ALL },
        { name: 'Information and Communication Technology', takenBy: ALL },
        { name: 'Physics', takenBy: SCIENCE },
        { name: 'Chemistry', takenBy: SCIENCE },
        { name: 'Biology', takenBy: SCIENCE },
        { name: 'Higher Mathematics', takenBy: SCIENCE },
        { name: 'Accounting', takenBy: BUSINESS },
        { name: 'Business Organisation and Management', takenBy: BUSINESS },
        { name: 'Finance, Banking and Insurance', takenBy: BUSINESS },
        { name: 'Production Management and Marketing', takenBy: BUSINESS },
        { name: 'Economics', takenBy: HUMANITIES },
        { name: 'Civics and Good Governance', takenBy: HUMANITIES },
        { name: 'Islamic History and Culture', takenBy: HUMANITIES },
        { name: 'Sociology', takenBy: HUMANITIES },
      ],
    },
  ] satisfies readonly SubjectLevel[],
};

import {
  CareerTranslationSchema,
  CourseTranslationSchema,
  QuestionTranslationSchema,
  type Course,
  type CourseModule,
} from '@contract';
import { describe, expect, it } from 'vitest';

import { contentItem, courseItem, moduleItems } from './translation-fields';

const course = {
  uid: 'c1',
  title: 'DRS Operations Fundamentals',
  shortDescription: 'Short',
  description: 'Long',
  duration: '2 weeks',
  whatYouWillLearn: ['Follow the protocol', 'Calibrate'],
  requirements: [],
  features: [{ icon: 'camera', title: 'Calibration', description: 'Hands-on' }],
  curriculum: [{ week: 1, title: 'Protocol', duration: '2 hours', topics: ['A review', 'The steps'] }],
  translations: {
    hi: {
      title: 'डीआरएस संचालन की बुनियाद',
      shortDescription: 'संक्षेप',
      description: 'विवरण',
      duration: '2 सप्ताह',
      whatYouWillLearn: ['प्रक्रिया निभाना', 'कैलिब्रेट करना'],
      requirements: [],
      features: [{ title: 'कैलिब्रेशन', description: 'व्यावहारिक अभ्यास' }],
      curriculum: [{ title: 'प्रक्रिया', duration: '2 घंटे', topics: ['एक समीक्षा', 'क़दम'] }],
    },
  },
} as unknown as Course;

describe('the translation editor’s fields', () => {
  it('show each English text beside its Hindi, and send back the version they were filled from', () => {
    const item = courseItem(course, 'hi');
    expect(item.fields.find((field) => field.key === 'features.0.title')).toMatchObject({ english: 'Calibration' });
    expect(item.saved?.['curriculum.0.topics']).toBe('एक समीक्षा\nक़दम');
    const body = CourseTranslationSchema.parse(item.body(item.saved!));
    expect(body).toEqual(course.translations?.hi);
  });

  it('a course without a Hindi version starts empty', () => {
    expect(courseItem({ ...course, translations: undefined }, 'hi').saved).toBeNull();
  });

  it('a multiple-choice question asks for each choice, marking the right one; a short answer for its accepted answer', () => {
    const module = {
      uid: 'm1',
      order: 1,
      title: 'Module',
      description: '',
      lessons: [],
      checkpoints: [
        {
          uid: 'k1',
          order: 1,
          title: 'Checkpoint',
          description: '',
          questions: [
            { uid: 'q1', type: 'multiple_choice', question: 'Stumps?', options: ['2', '3'], correctAnswer: '3' },
            { uid: 'q2', type: 'short_answer', question: 'System?', options: [], correctAnswer: 'Hawk-Eye' },
          ],
        },
      ],
    } as unknown as CourseModule;
    const [, , choice, short] = moduleItems(module, 'hi');
    expect(choice.fields.map((field) => field.label)).toEqual(['Question', 'Option 1', 'Option 2 (correct)']);
    expect(QuestionTranslationSchema.parse(choice.body({ question: 'स्टंप?', 'options.0': 'दो', 'options.1': 'तीन' }))).toEqual({
      question: 'स्टंप?',
      options: ['दो', 'तीन'],
      correctAnswer: '',
    });
    expect(short.fields.map((field) => field.key)).toEqual(['question', 'correctAnswer']);
    expect(short.resource).toBe('modules/m1/checkpoints/k1/questions/q2');
  });
});

describe('a content item’s translation fields (decision 0098)', () => {
  const career = {
    _id: 'video-analyst',
    title: 'Video Analyst',
    type: 'Part-time',
    location: 'Mumbai',
    shortDescription: 'Code matches.',
    fullDescription: 'About the role',
    translations: { hi: { title: 'वीडियो एनालिस्ट', location: 'मुंबई', shortDescription: 'मैच कोड करें।', fullDescription: 'भूमिका' } },
  };

  it('shows each text the version holds beside its English, and sends a body the API accepts', () => {
    const item = contentItem('careers', career, 'hi');
    expect(item.resource).toBe('careers/video-analyst');
    expect(item.fields.map((field) => [field.key, field.english])).toEqual([
      ['title', 'Video Analyst'],
      ['location', 'Mumbai'],
      ['shortDescription', 'Code matches.'],
      ['fullDescription', 'About the role'],
    ]);
    expect(item.saved).toEqual(career.translations.hi);
    expect(CareerTranslationSchema.parse(item.body(item.saved!))).toEqual(career.translations.hi);
  });

  it('starts empty where the item has no version yet', () => {
    expect(contentItem('careers', { ...career, translations: {} }, 'hi').saved).toBeNull();
  });
});

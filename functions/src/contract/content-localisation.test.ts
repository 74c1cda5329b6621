import { describe, expect, it } from 'vitest';

import { contentTranslationProblems, localiseContent } from './content-localisation';

const post = {
  _id: 'p1',
  title: 'How a DRS review decides an LBW',
  summary: 'Three questions.',
  content: '<p>Pitching, impact, wickets.</p>',
  imageUrl: '/uploads/blogs/p.jpg',
  translations: { hi: { title: 'डीआरएस रिव्यू', summary: 'तीन सवाल।', content: '<p>पिचिंग, इम्पैक्ट, विकेट।</p>' } },
};

describe('the marketing content in a language (decision 0098)', () => {
  it('shows an item’s version where it has one, keeping what is not text, and never its versions', () => {
    const hindi = localiseContent(post, 'hi');
    expect(hindi).toMatchObject({
      title: 'डीआरएस रिव्यू',
      imageUrl: '/uploads/blogs/p.jpg',
      language: 'hi',
      languages: ['en', 'hi'],
    });
    expect(hindi).not.toHaveProperty('translations');
  });

  it('shows the English, saying so, where the item has no version in the language', () => {
    const { translations: _none, ...english } = post;
    expect(localiseContent(english, 'hi')).toMatchObject({ title: post.title, language: 'en', languages: ['en'] });
    expect(localiseContent(post, 'en')).toMatchObject({ title: post.title, language: 'en', languages: ['en', 'hi'] });
  });

  it('keeps the English of an optional text the version leaves empty', () => {
    const highlight = { title: 'Edge', description: 'Thin edge.', translations: { hi: { title: 'एज', description: '' } } };
    expect(localiseContent(highlight, 'hi')).toMatchObject({ title: 'एज', description: 'Thin edge.' });
  });

  it('asks for every text the English shows, and nothing the English leaves empty', () => {
    expect(contentTranslationProblems('blogs', post, { title: 'शीर्षक', summary: 'सार', content: '<p> </p>' })).toEqual([
      { msg: 'Content is required: the English has one', path: 'content' },
    ]);
    expect(
      contentTranslationProblems('blogs', { ...post, content: '' }, { title: 'शीर्षक', summary: 'सार', content: '' }),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { localCover } from '@/components/solutions/cover';

describe('localCover', () => {
  it('keeps images the site serves itself', () => {
    expect(localCover('/images/cases/jiangsu.svg')).toBe('/images/cases/jiangsu.svg');
    expect(localCover('/files/covers/plant.webp')).toBe('/files/covers/plant.webp');
  });

  it('refuses external, protocol-relative, script and traversal URLs', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      '//cdn.example.com/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/images/../secret.png',
      '/media/videos/a.jpg',
      '/images/a.jpg?x=1',
      '',
      null,
      42,
    ]) {
      expect(localCover(url)).toBeNull();
    }
  });
});

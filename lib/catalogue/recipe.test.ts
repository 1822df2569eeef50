import { recipeLines, videoEmbedUrl } from './recipe';

describe('recipe text', () => {
  it('splits lines and drops blank ones', () => {
    expect(recipeLines('Tempere a carne.\n\n  Asse por 40 minutos. \n')).toEqual([
      'Tempere a carne.',
      'Asse por 40 minutos.',
    ]);
  });
});

describe('recipe video', () => {
  it('embeds Vimeo and YouTube links', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=Qm3f7Xb2kLs')).toBe(
      'https://www.youtube-nocookie.com/embed/Qm3f7Xb2kLs',
    );
    expect(videoEmbedUrl('https://youtu.be/Qm3f7Xb2kLs')).toBe(
      'https://www.youtube-nocookie.com/embed/Qm3f7Xb2kLs',
    );
  });

  it('does not embed other links or malformed ones', () => {
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoEmbedUrl('not a url')).toBeNull();
  });
});

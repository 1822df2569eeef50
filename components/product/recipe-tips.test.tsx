/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { RecipeTips } from './recipe-tips';

function openRecipe(videoUrl: string) {
  render(
    <RecipeTips
      recipes={[
        {
          id: 1,
          productId: 1,
          title: 'Picanha na brasa',
          text: 'Sal grosso\nBrasa forte',
          vimeoUrl: null,
          videoUrl,
        },
      ]}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: /Ver mais/ }));
}

describe("a recipe's video link, typed into the catalogue", () => {
  it('opens a plain https link in a new tab without handing it this page', () => {
    openRecipe('https://videos.example.com.br/picanha?t=30');
    const link = screen.getByRole('link', { name: 'Assistir ao vídeo da receita' });
    expect(link).toHaveAttribute('href', 'https://videos.example.com.br/picanha?t=30');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('embeds a YouTube link through its player', () => {
    openRecipe('https://youtu.be/abcdef12345');
    expect(screen.getByTitle('Vídeo: Picanha na brasa')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdef12345',
    );
  });

  it.each([
    ['a script', 'javascript:alert(1)'],
    ['plain http', 'http://videos.example.com.br/picanha'],
    ['a quote', 'https://x.com/a" onmouseover="alert(1)'],
  ])('draws no link for %s', (_kind, url) => {
    openRecipe(url);
    expect(screen.getByText('Sal grosso')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductGallery } from './product-gallery';

const image = (name: string) => ({
  miniUrl: `/media/products/${name}-mini.webp`,
  smallUrl: `/media/products/${name}-small.webp`,
  largeUrl: `/media/products/${name}-large.webp`,
  alt: `Foto ${name}`,
});

describe('ProductGallery', () => {
  it('shows the first photo large, then the thumbnail chosen', () => {
    render(<ProductGallery images={[image('a'), image('b')]} name="Picanha" />);
    expect(screen.getByRole('img', { name: 'Foto a' })).toHaveAttribute(
      'src',
      expect.stringContaining('a-large'),
    );
    const thumbnails = screen.getAllByRole('button', { name: /Foto \d de 2/ });
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(thumbnails[1]!);
    expect(screen.getByRole('img', { name: 'Foto b' })).toHaveAttribute(
      'src',
      expect.stringContaining('b-large'),
    );
    expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
  });

  it('has no thumbnails for a single photo, and the placeholder without any', () => {
    const { rerender } = render(<ProductGallery images={[image('a')]} name="Picanha" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ProductGallery images={[]} name="Picanha" />);
    expect(screen.getByText('Produto sem foto')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from '../../../components/avatar';

describe('initialsOf', () => {
  it.each([
    ['Asha Verma', 'AV'],
    ['asha verma', 'AV'],
    ['Asha', 'A'],
    ['  Asha   Rani  Verma  ', 'AV'],
    ['Éloïse Durand', 'ÉD'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('without a picture shows the initials on a disc, hidden from assistive technology beside the name', () => {
    const { container } = render(<Avatar name="Asha Verma" image={null} size={52} />);

    const disc = container.querySelector('.avatar--initials');
    expect(disc).toHaveTextContent('AV');
    expect(disc).toHaveAttribute('aria-hidden', 'true');
    expect(disc).toHaveStyle({ width: '52px', height: '52px' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('with a picture shows it as a decorative image of the given size', () => {
    const { container } = render(<Avatar name="Asha Verma" image="/media/avatars/7-abc.webp" size={28} />);

    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/avatars/7-abc.webp');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '28');
    expect(container).not.toHaveTextContent('AV');
  });

  it('a picture given a text alternative is announced by it', () => {
    render(<Avatar name="Asha Verma" image="data:image/png;base64,AAAA" alt="Your new picture (not saved yet)" />);

    expect(screen.getByRole('img', { name: 'Your new picture (not saved yet)' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import React from 'react';
import { describe, expect, it } from 'vitest';
import HeroTitle from '../../../src/theme/HeroTitle';

describe('HeroTitle (our slot, without the inline font of dumi’s)', () => {
  it('renders the title as the page’s heading', () => {
    render(<HeroTitle>rc-pagination</HeroTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'rc-pagination' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Container, Grid } from './layout';

describe('Container, Grid and Column', () => {
  it('nest as the page grid, with extra classes and elements where asked', () => {
    render(
      <Container as="main" className="page">
        <Grid>
          <Column>full</Column>
          <Column span={6} md={4} lg={3}>
            quarter
          </Column>
        </Grid>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass('container', 'page');
    expect(screen.getByText('full').parentElement).toHaveClass('grid');
  });

  it('is full width by default and passes each span to the stylesheet', () => {
    render(
      <Grid>
        <Column>full</Column>
        <Column span={6} md={4} lg={3}>
          quarter
        </Column>
        <Column md={8}>wide from md</Column>
      </Grid>,
    );
    const full = screen.getByText('full');
    expect(full).toHaveClass('column');
    expect(full.style.getPropertyValue('--column-span')).toBe('');
    const quarter = screen.getByText('quarter');
    expect(quarter.style.getPropertyValue('--column-span')).toBe('6');
    expect(quarter.style.getPropertyValue('--column-span-md')).toBe('4');
    expect(quarter.style.getPropertyValue('--column-span-lg')).toBe('3');
    const wide = screen.getByText('wide from md');
    expect(wide.style.getPropertyValue('--column-span')).toBe('');
    expect(wide.style.getPropertyValue('--column-span-md')).toBe('8');
  });
});

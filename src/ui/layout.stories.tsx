import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { Column, Container, Grid } from './layout';

const Cell = ({ children }: { children: ReactNode }) => (
  <div style={{ padding: 8, background: 'var(--color-border)', borderRadius: 4 }}>{children}</div>
);

/** Resize the window: full width on phones, 540/720/960/1140 px wide from 576/768/992/1200 px. */
export const ResponsiveGrid: Story = () => (
  <Container>
    <Grid>
      <Column>
        <Cell>12 on every screen</Cell>
      </Column>
      <Column md={6} lg={4}>
        <Cell>12, 6 from md, 4 from lg</Cell>
      </Column>
      <Column md={6} lg={4}>
        <Cell>12, 6 from md, 4 from lg</Cell>
      </Column>
      <Column md={12} lg={4}>
        <Cell>12, 4 from lg</Cell>
      </Column>
      <Column span={6}>
        <Cell>6 on every screen</Cell>
      </Column>
      <Column span={6}>
        <Cell>6 on every screen</Cell>
      </Column>
    </Grid>
  </Container>
);

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enhanced, island } from '../../../../worker/site/render/island';

// An island inside an island would be hydrated by two roots, the outer one's
// hydration replacing what the inner one set up. Rendering one throws outside production.

describe('islands rendered by the server', () => {
  const Inner = enhanced('back-to-top', ({ label }: { label: string }) => <button type="button">{label}</button>);

  it('render beside each other', () => {
    const Outer = island('detail-tabs', () => <p>tabs</p>);
    const html = renderToString(
      <>
        <Outer />
        <Inner label="top" />
      </>,
    );
    expect(html).toContain('data-island="detail-tabs"');
    expect(html).toContain('data-island="back-to-top"');
  });

  it('throw when one is rendered inside another', () => {
    const Outer = island('detail-tabs', () => <Inner label="top" />);
    expect(() => renderToString(<Outer />)).toThrow('Island back-to-top is rendered inside island detail-tabs');
  });

  it('give the real numeric input only to the islands that render the deferred one', async () => {
    const { RentalBookingIsland, DetailTabsIsland } = await import('../../../../worker/site/render/islands');
    const { readFileSync } = await import('node:fs');
    const handles = readFileSync(new URL('../../../../worker/site/render/islands.generated.ts', import.meta.url), 'utf8');
    expect(handles).toMatch(/RentalBookingIsland = island\('rental-booking', RentalBooking, \{ numericInput: true \}\)/);
    expect(handles.match(/numericInput: true/g)).toHaveLength(1);
    expect(RentalBookingIsland).toBeTypeOf('function');
    expect(DetailTabsIsland).toBeTypeOf('function');
  });
});

import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './AppToaster';
import { notify } from './notify';

describe('AppToaster', () => {
  it('puts nothing on the page until the first toast, then shows every toast, the first included', async () => {
    const { container } = render(<AppToaster />);
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull();

    notify.error('Coupon Expired!!');
    const first = await screen.findByText('Coupon Expired!!');
    expect(first.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('error');

    notify.success('Hotel Saved!');
    const second = await screen.findByText('Hotel Saved!');
    expect(second.closest('[data-sonner-toast]')?.getAttribute('data-type')).toBe('success');
  });
});

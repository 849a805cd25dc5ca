import * as z from 'zod/mini';
import { soldOrRented } from '../../../../shared/domain/price';
import { groupSlotsByDay } from '../../../../shared/domain/viewings';
import { requestContext } from '../../request-context';
import { getAgendaSlots } from '../../upstream/agenda';
import { getVisibleEstate } from '../../upstream/estates';
import type { AssistantTool } from '../tool';

const args = z.object({ id: z.int().check(z.positive()) });

/**
 * get_viewing_slots: a listing's free viewing times as its page's booking block gets them
 * (estate-detail-forms.ts loadViewing): the listing must be one the site shows; a sold or
 * rented listing, or a project, offers none, as on its page.
 */
export const getViewingSlots: AssistantTool<z.infer<typeof args>> = {
  name: 'get_viewing_slots',
  group: 'facts',
  args,
  async run({ c, locale }, { id }) {
    const { api } = requestContext(c, {});
    const estate = await getVisibleEstate(api, id);
    const open = !soldOrRented(estate) && !estate.isProject;
    const days = open ? groupSlotsByDay(await getAgendaSlots(api, id), locale) : [];
    const structured = {
      id,
      timeZone: 'Europe/Brussels',
      days: days.map((day) => ({
        day: day.day,
        label: day.label,
        slots: day.slots.map(({ id: slotId, start, end, time, endTime }) => ({ id: slotId, start, end, time, endTime })),
      })),
    };
    const text = days.length
      ? days.map((day) => `${day.label}: ${day.slots.map((slot) => `${slot.time}–${slot.endTime} (slot ${slot.id})`).join(', ')}`).join('\n')
      : 'No free viewing times online for this listing: the agency plans viewings on request.';
    return { text, structured };
  },
};

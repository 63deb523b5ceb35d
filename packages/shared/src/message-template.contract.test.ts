import { describe, expect, it } from 'vitest';
import { renderTemplate, templateParameters, unknownTemplateParameters } from './message-template.contract';

describe('message template parameters', () => {
  it('finds parameters but not the @ of an e-mail address', () => {
    expect(templateParameters('@Title to a.b@example.com, @Title again; @Custom1')).toEqual([
      'Title',
      'Custom1',
    ]);
    expect(unknownTemplateParameters('@Title @Content @Nope')).toEqual(['Nope']);
  });

  it('escapes text values in HTML, keeps HTML values, leaves unknown or missing ones visible', () => {
    const values = { Title: '<b>A & B</b>', Content: '<p>body</p>' };
    expect(renderTemplate('<h1>@Title</h1>@Content @SendTime @Nope', values, { html: true })).toBe(
      '<h1>&#60;b&#62;A &#38; B&#60;/b&#62;</h1><p>body</p> @SendTime @Nope',
    );
    expect(renderTemplate('[@Title]', values, { html: false })).toBe('[<b>A & B</b>]');
  });
});

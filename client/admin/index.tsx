/**
 * The studio's editor at /admin: Decap CMS with only the parts the studio uses (its proxy backend,
 * which the worker and the local studio server answer, and the widgets the schemas need), its
 * configuration generated from the content build's schemas (./config.ts), the check before a save
 * (./validate.ts), the site's own pages as the preview (./preview.tsx) and the "live yet" indicator
 * (./live.ts).
 */
import CMS from 'decap-cms-core';
import boolean from 'decap-cms-widget-boolean';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import imageComponent from 'decap-cms-editor-component-image';
import { en } from 'decap-cms-locales';
import { STUDIO_INPUTS } from '../../dist/admin/studio-inputs';
import { StudioBackend } from './backend';
import { GERMAN_ONLY_NEWS, studioConfig } from './config';
import { previewTemplates } from './preview';
import { editedOf, problemsOf } from './validate';

CMS.registerBackend('proxy', StudioBackend as never);
for (const widget of [boolean, image, list, markdown, number, object, select, string, text]) CMS.registerWidget(widget.Widget());
CMS.registerEditorComponent(imageComponent);
CMS.registerLocale('en', en);
CMS.registerPreviewStyle(__SITE_CSS__);
for (const [name, template] of previewTemplates(STUDIO_INPUTS)) CMS.registerPreviewTemplate(name, template);

// The build's rules before anything is sent: a problem stops the save with the build's message.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: { get: (key: string) => unknown } }) => {
    const collection = String(entry.get('collection'));
    const slug = String(entry.get('slug'));
    const edited = editedOf(entry, STUDIO_INPUTS.langs, collection === GERMAN_ONLY_NEWS ? 'de' : collection === 'facts' ? 'en' : undefined);
    const problems = await problemsOf(STUDIO_INPUTS, collection, slug, edited);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return undefined;
  },
} as never);

CMS.init({ config: studioConfig(STUDIO_INPUTS) });

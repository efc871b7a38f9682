// The Storybook frame in the product's dark look, named for the library.
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({ base: 'dark', brandTitle: 'Arena UI' }),
});

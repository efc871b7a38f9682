// For stories only: the card and the dialog say their own words (wallet.passport.* in the locale files).

/** A small drawing of a passport's photo page, as a chosen image's preview. */
export const samplePassportImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAAAzklEQVR42u3asQ3CMBBA0UzCIIxCwwZMQp0hMolrGjpKGpbIAAkXKRiEz0/6EzzJPtvycDieFTQgAAQIECBAgAABEiBAPwS6P14VAwToO0Dl9vyTALUJZIl1D1SmK6B1l2WAIp3YqCOgQCcwArQTKOGYBxQBbeq8M7LE7EGAADkHOUnnu4t57gDkueN0GT8JECBAgAA1C5RhzAOyxOxBgAABAuQLnj+KgAQIECBAgHIAjVPpKkC1gQQIECBTzBQzxexBgAAJECBAgAABStkMqWB+hTRCROwAAAAASUVORK5CYII=';

"""The look every window shares: the palette and style sheet in the table's colours."""

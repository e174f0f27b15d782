/** The virtual terminal: a card-not-present payment entered by staff (spec §2 virtual-terminal). */
export {};

"""Hand construction: the kit, the MCR and Riichi recipes, and the quiz policy over them."""

package modules

// unicodeLookup returns the character named name (unicodedata.lookup).
func unicodeLookup(name string) (rune, bool) { return 0, false }

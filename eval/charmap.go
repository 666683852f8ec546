package eval

// The 8-bit code pages (cp1252, iso8859-15, koi8-r, mac-roman, ...):
// decoding maps each byte through its table (charmap_gen.go, generated
// from CPython); encoding through the reverse map, built once at start.
// Their errors name the 'charmap' codec, as CPython's do.

var charmapEncoders = func() map[string]map[rune]byte {
	out := make(map[string]map[rune]byte, len(charmapTables)) //allocpath:ok a constant table, built once at start
	for name, table := range charmapTables {
		rev := make(map[rune]byte, 256)
		for b, r := range table {
			if r == 0xFFFE {
				continue
			}
			if _, dup := rev[r]; !dup {
				rev[r] = byte(b)
			}
		}
		out[name] = rev
	}
	return out
}()

// charmapEncoder returns the encoding map of a code page (immutable).
func charmapEncoder(codec string) map[rune]byte { return charmapEncoders[codec] }

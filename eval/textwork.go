package eval

import (
	"unicode/utf8"
	"unsafe"
)

// The work path of escapes and text transforms.
//
// A transform of a long text (repr of a str, bytes or bytearray, ascii())
// is sized, reserved and built over pieces of at most textChunkBytes,
// polling the run's deadline between pieces: the cost per byte varies
// tenfold with the text (a non-ASCII repr decodes and classifies every
// character), so a prediction up front (strWork) bounds it only roughly,
// and a 30 MB repr would otherwise run a few hundred milliseconds past
// the deadline. Texts of one piece take the direct path.

// textChunkBytes is the longest piece of text transformed between two
// polls of the deadline (well under a millisecond for any transform).
const textChunkBytes = 64 << 10

// forTextChunks calls f on consecutive pieces of s of about
// textChunkBytes, cut before a rune's first byte, polling t's deadline
// between pieces.
func forTextChunks(t *Thread, s string, f func(piece string)) error {
	for first := true; len(s) > 0; first = false {
		if !first {
			if err := pollChunk(t); err != nil {
				return err
			}
		}
		n := len(s)
		if n > textChunkBytes {
			n = textChunkBytes
			for n > textChunkBytes-utf8.UTFMax && !utf8.RuneStart(s[n]) {
				n--
			}
		}
		f(s[:n])
		s = s[n:]
	}
	return nil
}

// buildTextChunked returns prefix + the transform of s + suffix, where
// size gives the length of a piece's transform and fill appends it: the
// whole is sized over the pieces, reserved once, then built over the same
// pieces (a transform of a piece must not depend on its neighbours), with
// a poll of the deadline between pieces.
func buildTextChunked(t *Thread, s, prefix, suffix string, size func(string) int, fill func([]byte, string) []byte) (string, error) {
	if len(s) <= textChunkBytes {
		return buildString(t, len(prefix)+size(s)+len(suffix), func(b []byte) []byte {
			return append(fill(append(b, prefix...), s), suffix...)
		})
	}
	n := len(prefix) + len(suffix)
	if err := forTextChunks(t, s, func(p string) { n += size(p) }); err != nil {
		return "", err
	}
	buf, err := MakeCap[byte](t, 0, n)
	if err != nil {
		return "", err
	}
	buf = append(buf, prefix...)
	if err := forTextChunks(t, s, func(p string) { buf = fill(buf, p) }); err != nil {
		return "", err
	}
	buf = append(buf, suffix...)
	return unsafe.String(unsafe.SliceData(buf), len(buf)), nil
}
